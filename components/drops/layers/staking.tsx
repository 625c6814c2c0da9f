'use client';

import { Modal } from '@/components/ui/modal';
import { useShownAtLeast } from '@/components/ui/use-shown-at-least';
import { LAYERS_TEXT } from '@/lib/drops/layers/messages';
import { medalBadge, stakingProgress } from '@/lib/drops/layers/rules';
import { LayerCarousel } from './layer-carousel';
import type { LayersApp } from './use-layers-app';
import type { LayerView } from './use-layers';
import styles from './layers.module.css';
import controls from '../app-controls.module.css';

const T = LAYERS_TEXT.staking;
const B = LAYERS_TEXT.burning;

function Ring({ progress }: { progress: number }) {
  const r = 28;
  const c = 2 * Math.PI * r;
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" role="img" aria-label={T.ring(Math.round(progress * 100))}>
      <circle cx="36" cy="36" r={r} fill="none" stroke="var(--color-line)" strokeWidth="6" />
      <circle
        cx="36"
        cy="36"
        r={r}
        fill="none"
        stroke="var(--color-ink)"
        strokeWidth="6"
        strokeDasharray={c}
        strokeDashoffset={c * (1 - progress)}
        transform="rotate(-90 36 36)"
      />
    </svg>
  );
}

type Props = {
  app: LayersApp;
  layer: LayerView | null;
  selected: number;
  onSelect: (i: number) => void;
  now: number;
  onUnstake: (layer: LayerView) => void;
  confirm: LayerView | null;
  confirmText: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The staking view (collections §2, §4). */
export function Staking({ app, layer, selected, onSelect, now, onUnstake, confirm, confirmText, onConfirm, onCancel }: Props) {
  const { data } = app;
  // Once shown, the placeholder stays 600 ms (platform-core §4): no flash before the layers.
  const placeholder = useShownAtLeast(data.loading);
  if (placeholder) return <p role="status">{T.loading}</p>;
  if (!data.owns) return <p>{T.none}</p>;
  if (!layer) return <p role="status">{T.loading}</p>;
  const p = stakingProgress(layer, now);
  const badge = medalBadge(layer.medalRank);
  return (
    <div className={styles.revealing}>
      <LayerCarousel layers={data.layers} meta={data.meta} selected={selected} onSelect={onSelect} />
      <section aria-label={T.section(layer.tokenId)} className={styles.detail}>
        <h3>{B.layer(layer.tokenId)}</h3>
        {badge && <p className={styles.medal}>{badge}</p>}
        <dl className={styles.status}>
          <dt>{T.status}</dt>
          <dd>{layer.staked ? T.stakedFor(p.track) : T.notStaked}</dd>
          <dt>{T.phase}</dt>
          <dd>{p.status}</dd>
          <dt>{T.time}</dt>
          <dd>{T.days(p.daysStaked)}</dd>
          <dt>{T.toNext}</dt>
          <dd>{p.daysToNext === null ? '-' : p.daysToNext}</dd>
          <dt>{T.nextReward}</dt>
          <dd>{p.nextReward}</dd>
          <dt>{T.earned}</dt>
          <dd>{p.tearsEarned}</dd>
        </dl>
        <div className={styles.stakeRow}>
          <Ring progress={p.progress} />
          {layer.staked ? (
            <button type="button" className={controls.primary} onClick={() => onUnstake(layer)}>
              {T.unstake}
            </button>
          ) : (
            <button type="button" className={controls.primary} onClick={() => void app.stake(layer)}>
              {T.start}
            </button>
          )}
        </div>
      </section>
      <Modal open={confirm !== null} title={T.confirmTitle} onClose={onCancel}>
        <p>{confirmText}</p>
        <div className={styles.actions}>
          <button type="button" className={controls.primary} onClick={onConfirm}>
            {T.confirm}
          </button>
          <button type="button" className={controls.secondary} onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </Modal>
    </div>
  );
}
