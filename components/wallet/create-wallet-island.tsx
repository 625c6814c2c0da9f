'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { IslandSlot } from './island-slot';
import { useVisitorConnect } from './visitor-connect';

export type Visitor = ReturnType<typeof useVisitorConnect>;

/** One scheme for every wallet panel (issue 30): the live island (`<name>-live.tsx`) never imports the island's file. */
export function createWalletIsland<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, StandIn: ComponentType<P & { visitor: Visitor }>) {
  const Live = dynamic(load, { ssr: false });

  function VisitorStandIn(props: P) {
    const visitor = useVisitorConnect();
    return <StandIn {...props} visitor={visitor} />;
  }

  function WalletIsland(props: P) {
    return (
      <IslandSlot standIn={<VisitorStandIn {...props} />}>
        <Live {...props} />
      </IslandSlot>
    );
  }
  WalletIsland.displayName = `WalletIsland(${StandIn.displayName ?? StandIn.name})`;
  return WalletIsland;
}
