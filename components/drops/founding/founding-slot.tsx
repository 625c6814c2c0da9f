'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { foundingButton } from '@/lib/drops/founding/rules';
import { FoundingPanel } from './founding-panel';

const loadLive = () => import('./founding-live');
const ServerProps = createContext<{ supply: string; renderedAt: string } | null>(null);

/** Before the wallet stack: the server's supply and the visitor's button (Sold Out, the sale over, or Please Connect). */
function VisitorPanel() {
  const { supply, renderedAt } = useContext(ServerProps)!;
  const visitor = useVisitorConnect(loadLive);
  const state = foundingButton({
    connected: false,
    loading: false,
    supply: BigInt(supply),
    edition: FOUNDING_TOKEN.edition,
    saleEnds: FOUNDING_TOKEN.saleEnds,
    now: new Date(renderedAt),
    claiming: false,
    precondition: null,
  });
  return (
    <FoundingPanel supply={BigInt(supply)} state={state} onPointerEnter={visitor.onPointerEnter} onClick={visitor.connect}>
      {state.kind === 'connect' && <NoWalletHint show={visitor.noWallet} />}
    </FoundingPanel>
  );
}

const Live = dynamic(loadLive, { ssr: false });

/** The founding member token's panel (drop-pages §2, §5): server-rendered, live once a wallet acts. */
export function FoundingSlot(props: { supply: string; renderedAt: string }) {
  return (
    <ServerProps.Provider value={props}>
      <IslandSlot standIn={<VisitorPanel />}>
        <Live {...props} />
      </IslandSlot>
    </ServerProps.Provider>
  );
}
