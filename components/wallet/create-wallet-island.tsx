'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { IslandSlot } from './island-slot';
import { useVisitorConnect } from './visitor-connect';

/** What a stand-in gets besides the island's props: the visitor's connect (it loads the wallet stack and opens the modal). */
export type Visitor = ReturnType<typeof useVisitorConnect>;

/**
 * A wallet island: one scheme for every drop panel that needs the wallet (issue 30). The island's
 * file (`<name>-island.tsx`) holds the stand-in and calls this; the live island (`<name>-live.tsx`,
 * default export, inside `WalletProviders`) is loaded on the first wallet action, or at idle for a
 * returning wallet, and never imports the island's file (shared types live in the panel or lib/).
 *
 * The stand-in is drawn from the same props and rules as the live island, without the wallet code:
 * the server's figures and the visitor's button, whose press loads the stack (`visitor.connect`),
 * and whose hover starts loading the live island (`visitor.onPointerEnter`). IslandSlot keeps it in
 * the page until the live island is, and holds a returning wallet's press for it (issue 28).
 */
export function createWalletIsland<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, StandIn: ComponentType<P & { visitor: Visitor }>) {
  const Live = dynamic(load, { ssr: false });

  function VisitorStandIn(props: P) {
    const visitor = useVisitorConnect(load);
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
