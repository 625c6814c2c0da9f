'use client';

import dynamic from 'next/dynamic';
import { PanelButton, RECONNECTING_LABEL } from '@/components/drops/panel-button';
import { useHeldPress, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { walletHost } from '@/components/wallet/wallet-account';
import { LAYERS_CONNECT as C } from '@/lib/drops/layers/messages';
import type { LayersPanelProps } from './types';
import styles from './layers.module.css';

// A connected wallet's app, in the wallet host's context: its code loads with the wallet, never with the page.
const LayersApp = dynamic(
  async () => {
    const [{ Context }, { LayersApp: App }] = await Promise.all([walletHost(), import('./layers-app')]);
    return function Connected(props: LayersPanelProps) {
      return (
        <Context>
          <App {...props} />
        </Context>
      );
    };
  },
  {
    ssr: false,
    // While the app's code comes, the prompt's place says so rather than going blank.
    loading: () => (
      <div className={styles.connect} aria-busy="true">
        <PanelButton state={{ label: RECONNECTING_LABEL, disabled: true }} />
      </div>
    ),
  },
);

const CONNECT = { label: C.button, disabled: false };
const NOTHING = { label: '', disabled: true };

/** The revealing, staking and burning views' wallet part (collections §2): "Connect Wallet to View", then the wallet's layers. */
export function LayersPanel(props: LayersPanelProps) {
  const { settled, wallet, noWallet, connect } = usePanelWallet();
  // A returning wallet's press is a connect only if the wallet settles disconnected.
  const held = useHeldPress(wallet ? NOTHING : CONNECT, settled, connect);
  if (wallet) return <LayersApp {...props} />;
  return (
    <div className={styles.connect}>
      <p>{C.prompt}</p>
      <PanelButton state={CONNECT} onClick={connect} settled={settled} onHeld={held} />
      <NoWalletHint show={noWallet} />
    </div>
  );
}
