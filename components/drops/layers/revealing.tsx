'use client';

import Link from 'next/link';
import { useShownAtLeast } from '@/components/ui/use-shown-at-least';
import { LAYERS_MESSAGES as M, LAYERS_TEXT } from '@/lib/drops/layers/messages';
import { LayerCarousel } from './layer-carousel';
import type { LayersApp } from './use-layers-app';
import type { LayerView } from './use-layers';
import styles from './layers.module.css';
import controls from '../app-controls.module.css';

export const TRAIT_NAMES = ['Background', 'Border', 'Type', 'Pattern', 'Genesis', 'Splash'] as const;
const MARKET = '/coming-soon';

/** The revealing view (collections §2). */
export function Revealing({
  app,
  layer,
  selected,
  onSelect,
  traits,
}: {
  app: LayersApp;
  layer: LayerView | null;
  selected: number;
  onSelect: (i: number) => void;
  traits: Record<string, Record<string, number>> | null;
}) {
  const { data } = app;
  // Once shown, the placeholder stays 600 ms (platform-core §4): no flash before the layers.
  const placeholder = useShownAtLeast(data.loading);
  if (placeholder) return <p role="status">{LAYERS_TEXT.staking.loading}</p>;
  if (!data.owns) {
    return (
      <div className={styles.empty}>
        <p>{M.emptyState}</p>
        <Link href={MARKET} className={controls.primary}>
          Buy a LAYER
        </Link>
      </div>
    );
  }
  if (!layer) return <p role="status">{LAYERS_TEXT.staking.loading}</p>;
  const meta = data.meta.get(layer.tokenId.toString());
  const value = (trait: string) => meta?.attributes.find((a) => a.trait === trait)?.value;
  return (
    <div className={styles.revealing}>
      <LayerCarousel layers={data.layers} meta={data.meta} selected={selected} onSelect={onSelect} />
      <section aria-label={`LAYER #${layer.tokenId}`} className={styles.detail}>
        <h3>LAYER #{layer.tokenId.toString()}</h3>
        {data.metaFailed && <p role="alert">The traits could not be loaded. {M.changesTakeTime}</p>}
        <h4 id="layers-traits" className="visually-hidden">
          Traits
        </h4>
        <ul className={styles.traits} aria-labelledby="layers-traits">
          {TRAIT_NAMES.map((t) => {
            const v = value(t);
            const share = v && traits?.[t]?.[v];
            return (
              <li key={t} className={styles.trait}>
                <span className={styles.traitName}>{t}</span>
                <strong>{v ?? 'Unrevealed'}</strong>
                {share ? <span className={styles.share}>{(share * 100).toFixed(1)}% have this</span> : null}
              </li>
            );
          })}
        </ul>
        <div className={styles.tearsRow} role="group" aria-label="Tears applied">
          {[0, 1, 2].map((i) => (
            <span key={i} className={styles.tearBox} data-testid="tear-box">
              {layer.tears[i] === 1 ? 'alpha' : layer.tears[i] === 2 ? 'beta' : '-'}
            </span>
          ))}
        </div>
        <div className={styles.actions}>
          <button type="button" className={controls.primary} onClick={() => void app.applyTear(layer, 1)}>
            Apply Alpha Tear ({data.balances[1].toString()})
          </button>
          <button type="button" className={controls.primary} onClick={() => void app.applyTear(layer, 2)}>
            Apply Beta Tear ({data.balances[2].toString()})
          </button>
        </div>
        <p className={styles.links}>
          <Link href={MARKET}>LAYERS market</Link> · <Link href={MARKET}>TEARS market</Link>
        </p>
      </section>
    </div>
  );
}
