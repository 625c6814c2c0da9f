import type { ReactNode } from 'react';
import type { BlackFeatherButton } from '@/lib/drops/blackfeather/button-state';
import { BLACK_FEATHER, type BlackFeatherFigures } from '@/lib/drops/blackfeather/config';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';
import { weiToEth } from '@/lib/format/wei';

/** Figures as strings: what a server page can pass. */
export type BlackFeatherIslandProps = { figures: { supply: string; price: string; salesActive: boolean } };

export const blackFeatherFigures = (f: BlackFeatherIslandProps['figures']): BlackFeatherFigures => ({
  supply: BigInt(f.supply),
  price: BigInt(f.price),
  salesActive: f.salesActive,
});

type Props = { supply: bigint; price: bigint; state: BlackFeatherButton; onClick?: () => void; onPointerEnter?: () => void; children?: ReactNode };

/** Shared by the server HTML and the live island. */
export function BlackFeatherPanel({ supply, price, state, onClick, onPointerEnter, children }: Props) {
  return (
    <div className={styles.mint}>
      <p className={styles.counter} aria-live="polite" data-testid="minted-counter">
        <strong>{supply.toString()}</strong>
        {` / ${BLACK_FEATHER.edition} minted`}
      </p>
      <p className={styles.hint}>Mint price {weiToEth(price)} ETH, one token per mint.</p>
      <PanelButton state={state} onClick={onClick} onPointerEnter={onPointerEnter} />
      {children}
    </div>
  );
}
