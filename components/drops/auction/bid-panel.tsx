'use client';

import dynamic from 'next/dynamic';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelChain, usePanelWallet, useWalletFunds } from '@/components/wallet/panel-wallet';
import { waitsForWallet } from '@/lib/wallet/panel-loading';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { auctionButton, auctionEligible } from '@/lib/drops/auction/rules';
import { bidConcerning } from '@/lib/drops/auction/outbid';
import type { BidPanelProps } from './bid-props';

const contract = () => import('@/lib/drops/auction/contract');
const Notices = dynamic(() => import('./bid-notices'));

/** The bid button (drop-pages §4): eligibility and funds read for the wallet, the bid through the one write helper. */
export function BidPanel({ auction, chainLabel, item, now, bid, bidOk, heard, onPlaced }: BidPanelProps) {
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, connect, switchChain } = usePanelWallet();
  const { figures, answered, busy, send } = usePanelChain(
    async () => (await contract()).bidderReads(auction.artistTokenId, wallet),
    { artist: 0n, member: 0n },
    // Bids come by the stream: the wallet's funds are read again when one outbids it (its refund) or is its own.
    { key: wallet ?? '', enabled: Boolean(wallet), writesTo: [auction.address], pushed: bidConcerning(wallet, heard) },
  );
  const funds = useWalletFunds(wallet, answered ? figures : null);

  const state = auctionButton({
    connected: Boolean(wallet),
    onConfiguredChain,
    chainLabel,
    item,
    opensAt: new Date(auction.opensAt),
    startLabel: auction.startLabel,
    now,
    loading: waitsForWallet(wallet, { reads: true, answered, funds }),
    eligible: auctionEligible(figures.artist, figures.member),
    balance: funds ?? 0n,
    bidOk,
    placing: busy,
    wallet,
    signedIn,
    emailVerified,
  });

  const onClick = async () => {
    if (state.kind === 'wrong-network') return wallet ? switchChain() : connect();
    const address = auction.address;
    if (state.kind !== 'place' || state.disabled || !address || bid === null) return;
    const texts = import('@/lib/drops/auction/bid-messages').then((m) => m.BID_WRITE_TEXTS);
    const ok = await send(async () => (await contract()).placeBid(address, auction, bid), texts);
    if (ok) onPlaced();
  };
  const press = () => void onClick();
  const queued = useQueuedPress(state, settled, press);

  return (
    <>
      <PanelButton state={state} onClick={press} settled={settled} onQueued={queued} />
      <NoWalletHint show={!wallet && noWallet} />
      {wallet && <Notices state={state} wallet={wallet} item={item} heard={heard} onSignIn={connect} />}
    </>
  );
}
