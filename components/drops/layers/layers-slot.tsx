'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { PanelButton } from '@/components/drops/panel-button';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import type { Windows } from '@/lib/drops/layers/rules';
import styles from './layers.module.css';

export type LayersView = 'whatis' | 'revealing' | 'staking' | 'burning';
export type LayersLiveProps = {
  view: Exclude<LayersView, 'whatis'>;
  traits: Record<string, Record<string, number>> | null;
  windows: Windows;
  renderedAt: string;
};

const loadLive = () => import('./layers-live');

/** Before the wallet stack: "Connect Wallet to View" (collections §6); the button loads the stack and opens the connect modal. */
function Visitor() {
  const visitor = useVisitorConnect(loadLive);
  return (
    <div className={styles.connect}>
      <p>Connect Wallet to View</p>
      <PanelButton state={{ label: 'Connect Wallet', disabled: false }} onClick={visitor.connect} onPointerEnter={visitor.onPointerEnter} />
      <NoWalletHint show={visitor.noWallet} />
    </div>
  );
}

const Live = dynamic(loadLive, { ssr: false });

/** The wallet part of the revealing, staking and burning views, live once a wallet acts. */
export function LayersSlot(props: LayersLiveProps) {
  return (
    <IslandSlot standIn={<Visitor />}>
      <Live {...props} />
    </IslandSlot>
  );
}
