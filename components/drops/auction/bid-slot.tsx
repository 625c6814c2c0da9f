'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { PanelButton } from '@/components/drops/panel-button';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { publicConfig } from '@/lib/config/public';
import type { BidEvent } from '@/lib/drops/auction/bids';
import { FLOATING_AUCTION } from '@/lib/drops/auction/config';
import { auctionButton, type AuctionItem } from '@/lib/drops/auction/rules';

export type BidSlotProps = {
  item: AuctionItem | null | 'error';
  now: Date;
  /** The typed bid in wei (null: not an amount) and whether it reaches the minimum. */
  bid: bigint | null;
  bidOk: boolean;
  /** Every bid heard since the page opened, oldest first (the outbid notice). */
  heard: BidEvent[];
  /** After the visitor's own bid went through: read the chain at once. */
  onPlaced: () => void;
};

const Props = createContext<BidSlotProps | null>(null);

const loadLive = () => import('./bid-live');

/** Before the wallet stack is there: the window's state for everyone, "Please Connect to …" while bidding is open. */
function VisitorBid() {
  const p = useContext(Props)!;
  const visitor = useVisitorConnect(loadLive);
  const state = auctionButton({
    connected: false,
    onConfiguredChain: false,
    chainLabel: publicConfig.chain.label,
    item: p.item,
    opensAt: FLOATING_AUCTION.opensAt,
    startLabel: FLOATING_AUCTION.startLabel,
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
      <PanelButton state={state} onClick={state.kind === 'wrong-network' ? visitor.connect : undefined} onPointerEnter={visitor.onPointerEnter} />
      <NoWalletHint show={visitor.noWallet} />
    </>
  );
}

const LiveBid = dynamic(loadLive, { ssr: false });

/** The bid button: server-rendered for visitors, live (wallet, eligibility, balance, the bid) once a wallet acts. */
export function BidSlot(props: BidSlotProps) {
  return (
    <Props.Provider value={props}>
      <IslandSlot standIn={<VisitorBid />}>
        <LiveBid {...props} />
      </IslandSlot>
    </Props.Provider>
  );
}
