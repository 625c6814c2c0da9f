'use client';

import { PanelButton } from '@/components/drops/panel-button';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { auctionButton } from '@/lib/drops/auction/rules';
import type { BidIslandProps } from './bid-props';

/** Before the wallet stack: "Please Connect to …" while bidding is open. */
function StandIn({ visitor, ...p }: BidIslandProps & { visitor: Visitor }) {
  const state = auctionButton({
    connected: false,
    onConfiguredChain: false,
    chainLabel: p.chainLabel,
    item: p.item,
    opensAt: new Date(p.auction.opensAt),
    startLabel: p.auction.startLabel,
    now: p.now,
    loading: false,
    eligible: false,
    balance: 0n,
    bidOk: p.bidOk,
    placing: false,
    wallet: undefined,
    signedIn: false,
    emailVerified: null,
  });
  return (
    <>
      <PanelButton state={state} onClick={state.kind === 'wrong-network' ? visitor.connect : undefined} />
      <NoWalletHint show={visitor.noWallet} />
    </>
  );
}

/** The bid button (drop-pages §4). */
export const BidIsland = createWalletIsland<BidIslandProps>(() => import('./bid-live'), StandIn);
