'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { useChainNow } from '@/components/ui/use-now';
import { LAYERS_MESSAGES as M } from '@/lib/drops/layers/messages';
import { layersPhase, stakingProgress, unstakeConfirmation, type Windows } from '@/lib/drops/layers/rules';
import type { LayerView } from './use-layers';
import { TX_LABELS, useLayersApp } from './use-layers-app';
import { Revealing } from './revealing';
import { Staking } from './staking';
import { Burning } from './burning';
import type { LayersPanelProps } from './types';
import styles from './layers.module.css';

/** The connected wallet's revealing, staking and burning (collections §2), on wagmi's hooks in the host's context. */
export function LayersApp({ view, traits, windows, renderedAt }: LayersPanelProps) {
  const app = useLayersApp();
  const now = useChainNow(new Date(renderedAt));
  const [selected, setSelected] = useState(0);
  const [confirm, setConfirm] = useState<LayerView | null>(null);
  const phase = layersPhase(Math.floor(now.getTime() / 1000), windows as Windows);

  // The panel shows the connect prompt; between a disconnect and its next render, nothing.
  if (!app.wallet) return null;
  const layer = app.data.layers[Math.min(selected, Math.max(0, app.data.layers.length - 1))] ?? null;
  return (
    <div className={styles.app}>
      {app.tx !== 'idle' && (
        <p role="status" className={styles.txBanner}>
          {TX_LABELS[app.tx]}
        </p>
      )}
      {view === 'revealing' && <Revealing app={app} layer={layer} selected={selected} onSelect={setSelected} traits={traits} />}
      {view === 'staking' && (
        <Staking
          app={app}
          layer={layer}
          selected={selected}
          onSelect={setSelected}
          now={Math.floor(now.getTime() / 1000)}
          onUnstake={(l) => (app.busy() ? undefined : setConfirm(l))}
          confirm={confirm}
          confirmText={confirm ? unstakeConfirmation(stakingProgress(confirm, Math.floor(now.getTime() / 1000))) : ''}
          onConfirm={() => {
            const l = confirm!;
            setConfirm(null);
            void app.unstake(l);
          }}
          onCancel={() => {
            setConfirm(null);
            toast(M.unstakeCancelled);
          }}
        />
      )}
      {view === 'burning' && <Burning app={app} phase={phase} />}
    </div>
  );
}
