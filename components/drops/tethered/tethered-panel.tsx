import type { ReactNode } from 'react';
import { TETHERED, type TetheredFigures } from '@/lib/drops/tethered/config';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';
import { weiToEth } from '@/lib/format/wei';

export type TetheredIslandProps = { figures: TetheredFigures };

type Props = {
  supply: bigint;
  price: bigint;
  /** The wallet's editions ("#17"), when it is eligible (drop-pages §2). */
  editions: string | null;
  state: { label: string; disabled: boolean };
  onClick?: () => void;
  children?: ReactNode;
};

/** Shared by the server HTML and the live island. */
export function TetheredPanel({ supply, price, editions, state, onClick, children }: Props) {
  return (
    <div className={styles.mint}>
      <p className={styles.counter} aria-live="polite" data-testid="minted-counter">
        <strong>{supply.toString()}</strong>
        {` / ${TETHERED.edition} claimed`}
      </p>
      <p className={styles.hint}>{`Claim price ${weiToEth(price)} ETH per edition, for holders of a tethered print.`}</p>
      {editions && (
        <p className={styles.hint} data-testid="tethered-edition">
          Your edition: <strong>{editions}</strong>
          {` of ${TETHERED.edition}`}
        </p>
      )}
      <PanelButton state={state} onClick={onClick} />
      {children}
    </div>
  );
}
