import { PanelButton } from '@/components/drops/panel-button';
import { SYNTHIA_BAR_MESSAGES as M } from '@/lib/drops/synthia/bar-messages';
import type { SaleTimes } from '@/lib/drops/synthia/phases';

/** From the server page; null when unknown. */
export type SynthiaFigures = { times: SaleTimes | null; minted: bigint | null; supply: bigint | null; renderedAt: string };

export const keysLeft = (f: { minted: bigint | null; supply: bigint | null }) => (f.minted === null || f.supply === null ? null : f.supply - f.minted);
import styles from './synthia.module.css';
import controls from '../app-controls.module.css';

/** The bottom bar (collections §2, §8). */
export function MintBar({
  left,
  closed,
  nextSale = null,
  onMint,
  settled,
  onQueued,
  children,
}: {
  left: bigint | null;
  closed: boolean;
  nextSale?: string | null;
  onMint?: () => void;
  /** PanelButton's: a returning wallet's press on Loading is held until the wallet settled. */
  settled?: boolean;
  onQueued?: () => void;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.bar} aria-label="Mint">
      <strong>{M.price}</strong>
      <span>{left === null ? '--' : `${left} left`}</span>
      {closed ? (
        <>
          <span className={styles.closed}>{M.mintClosed}</span>
          {nextSale && <span>{nextSale}</span>}
        </>
      ) : (
        // A returning wallet's Mint waits as Loading until the wallet settled (PanelButton).
        <PanelButton state={{ label: 'Mint', disabled: false }} onClick={onMint} settled={settled} onQueued={onQueued} />
      )}
      <a href="#newsletter" className={controls.secondary}>
        Newsletter
      </a>
      {children}
    </section>
  );
}
