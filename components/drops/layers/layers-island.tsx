'use client';

import { PanelButton } from '@/components/drops/panel-button';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { LAYERS_CONNECT as C } from '@/lib/drops/layers/messages';
import type { LayersIslandProps } from './types';
import styles from './layers.module.css';

/** Before the wallet stack: "Connect Wallet to View" (collections §6). */
function StandIn({ visitor }: LayersIslandProps & { visitor: Visitor }) {
  return (
    <div className={styles.connect}>
      <p>{C.prompt}</p>
      <PanelButton state={{ label: C.button, disabled: false }} onClick={visitor.connect} />
      <NoWalletHint show={visitor.noWallet} />
    </div>
  );
}

/** The wallet part of the revealing, staking and burning views. */
export const LayersIsland = createWalletIsland(() => import('./layers-live'), StandIn);
