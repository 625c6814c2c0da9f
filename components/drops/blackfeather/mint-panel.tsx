import type { ReactNode } from 'react';
import type { BlackFeatherButton } from '@/lib/drops/blackfeather/button-state';
import { BLACK_FEATHER, type BlackFeatherFigures } from '@/lib/drops/blackfeather/config';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';
import { weiToEth } from '@/lib/format/wei';

/** The server's chain read, bigints and all (React's serializer carries them). */
export type BlackFeatherIslandProps = { figures: BlackFeatherFigures };

type Props = { supply: bigint; price: bigint; state: BlackFeatherButton; onClick?: () => void; children?: ReactNode };

/** Shared by the server HTML and the live island. */
export function BlackFeatherPanel({ supply, price, state, onClick, children }: Props) {
  return (
    <div className={styles.mint}>
      <p className={styles.counter} aria-live="polite" data-testid="minted-counter">
        <strong>{supply.toString()}</strong>
        {` / ${BLACK_FEATHER.edition} minted`}
      </p>
      <p className={styles.hint}>Mint price {weiToEth(price)} ETH, one token per mint.</p>
      <PanelButton state={state} onClick={onClick} />
      {children}
    </div>
  );
}
