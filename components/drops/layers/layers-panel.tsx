'use client';

import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { inWalletHost } from '@/components/wallet/in-wallet-host';
import { LAYERS_CONNECT as C } from '@/lib/drops/layers/messages';
import type { LayersPanelProps } from './types';
import styles from './layers.module.css';

// A connected wallet's app: its code loads with the wallet, never with the page; while it comes, the prompt's place stays, busy.
const LayersApp = inWalletHost(
  () => import('./layers-app').then((m) => m.LayersApp),
  () => <div className={styles.connect} aria-busy="true" />,
);

const CONNECT = { label: C.button, disabled: false };
// Enabled and unlike the prompt, so a held press is dropped once the wallet settles connected.
const APP = { label: '', disabled: false };

/** The revealing, staking and burning views' wallet part (collections §2): "Connect Wallet to View", then the wallet's layers. */
export function LayersPanel(props: LayersPanelProps) {
  const { settled, wallet, noWallet, connect } = usePanelWallet();
  // A returning wallet's press is a connect only if the wallet settles disconnected.
  const queued = useQueuedPress(wallet ? APP : CONNECT, settled, connect);
  if (wallet) return <LayersApp {...props} />;
  return (
    <div className={styles.connect}>
      <p>{C.prompt}</p>
      <PanelButton state={CONNECT} onClick={connect} settled={settled} onQueued={queued} />
      <NoWalletHint show={noWallet} />
    </div>
  );
}
