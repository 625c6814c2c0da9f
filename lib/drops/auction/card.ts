import 'server-only';
import { formatEther, zeroAddress } from 'viem';
import { auctionOf, liveAuctionNavKeys, liveAuctionOf } from '@/lib/drops/auctions';
import { itemHref } from '@/lib/drops/links';
import type { Drop } from '@/lib/drops/types';
import { getDrop } from '@/lib/platform/content';
import { readLiveAuction } from './chain';
import { auctionWindow, leadingBid, type AuctionWindow } from './rules';

export type AuctionCard = {
  href: string;
  title: string;
  picture: string | null;
  lead: { label: 'highest' | 'reserve'; eth: string };
  /** Unix seconds on the chain; null when the chain did not answer. */
  window: { startAt: number; endAt: number } | null;
  phase: AuctionWindow | null;
  renderedAt: string;
};

/** The card's words: not the spec's (docs/decisions.md). */
export const AUCTION_CARD = {
  heading: { notStarted: 'Auction opens soon', active: 'Live auction', finished: 'Auction Ended' },
  highest: 'Highest bid',
  reserve: 'Reserve',
  view: 'View auction',
  ends: 'Ends',
} as const;

/** A drop's auction on the chain (drop-pages §4 routes to it, but no page of the spec links it); null when the drop has none. */
export async function auctionCard(drop: Drop, now: Date): Promise<AuctionCard | null> {
  const auction = liveAuctionOf(drop.navKey ?? '');
  const item = auction && drop.items.find((i) => auctionOf(drop.navKey, i));
  if (!auction || !item) return null;
  const { item: chain } = await readLiveAuction(auction);
  const known = chain && chain !== 'error' ? chain : null;
  const lead = leadingBid(known ?? { highestBid: 0n, highestBidder: zeroAddress, reservePrice: auction.reservePrice });
  return {
    href: itemHref(drop, item),
    title: item.title,
    picture: item.cover.sm ?? item.cover.lg ?? item.picture,
    lead: { label: lead.label, eth: formatEther(lead.wei) },
    window: known ? { startAt: Number(known.startAt), endAt: Number(known.endAt) } : null,
    phase: known ? auctionWindow(known, now) : null,
    renderedAt: now.toISOString(),
  };
}

/** The auctions live at `now`, for the home page; a drop or a chain that does not answer shows none. */
export async function liveAuctionCards(now: Date): Promise<AuctionCard[]> {
  const cards = await Promise.all(
    liveAuctionNavKeys().map((navKey) =>
      getDrop(navKey)
        .then((drop) => auctionCard(drop, now))
        .catch(() => null),
    ),
  );
  return cards.filter((c): c is AuctionCard => c?.phase === 'active');
}
