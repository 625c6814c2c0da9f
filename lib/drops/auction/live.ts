import { whole, wire, type Wire } from '@/lib/live/wire';
import { bidKey, type BidEvent } from './bids';
import { auctionExists, type AuctionItem } from './rules';

/** Bids the stream carries: the latest of the auction, so a page that missed events still fills its table. */
export const LIVE_BIDS_KEPT = 32;

/** An auction as the live stream carries it (JSON: bigints as decimal strings), oldest bid first. */
export type LiveAuction = { item: Wire<AuctionItem>; bids: Wire<BidEvent>[] };

export const toLiveAuction = (item: AuctionItem, bids: readonly BidEvent[]): LiveAuction => ({ item: wire(item), bids: bids.slice(-LIVE_BIDS_KEPT).map(wire) });

const address = (v: unknown): `0x${string}` => {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(v)) throw new Error('not an address');
  return v as `0x${string}`;
};
const record = (v: unknown): Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) throw new Error('not an object');
  return v as Record<string, unknown>;
};

export type PushedAuction = { offline: true } | { offline: false; item: AuctionItem; bids: BidEvent[] };

/** null for anything malformed: the page keeps what it shows. */
export function fromLiveAuction(pushed: Record<string, unknown> | null): PushedAuction | null {
  if (!pushed) return null;
  if (pushed.offline === true) return { offline: true };
  try {
    const i = record(pushed.item);
    if (typeof i.itemType !== 'number' || !Array.isArray(pushed.bids)) return null;
    const item: AuctionItem = {
      itemType: i.itemType,
      highestBidder: address(i.highestBidder),
      highestBid: whole(i.highestBid),
      windowTime: whole(i.windowTime),
      minimalBidGap: whole(i.minimalBidGap),
      reservePrice: whole(i.reservePrice),
      startAt: whole(i.startAt),
      endAt: whole(i.endAt),
    };
    const bids = pushed.bids.map(record).map((b): BidEvent => ({
      bidder: address(b.bidder),
      amount: whole(b.amount),
      previousBidder: address(b.previousBidder),
      previousAmount: whole(b.previousAmount),
      endAt: whole(b.endAt),
      blockNumber: whole(b.blockNumber),
    }));
    return { offline: false, item, bids };
  } catch {
    return null;
  }
}

/**
 * What a page makes of a push: the bids since its render it had not seen (`heard`: the table's
 * new rows, the outbid notice; older ones are the platform's history) and the item. Without the
 * render's block, the first push is the baseline: only later bids are heard.
 */
export function takePush(
  seen: Set<string> | null,
  fromBlock: bigint | null,
  current: AuctionItem | null | 'error',
  next: { item: AuctionItem; bids: BidEvent[] },
): { seen: Set<string>; heard: BidEvent[]; item: AuctionItem | null | 'error' } {
  const keys = new Set(seen);
  const unseen = next.bids.filter((e) => !keys.has(bidKey(e.bidder, e.amount)));
  unseen.forEach((e) => keys.add(bidKey(e.bidder, e.amount)));
  const heard = seen === null && fromBlock === null ? [] : unseen.filter((e) => fromBlock === null || e.blockNumber >= fromBlock);
  // A push from before the render (the watch a beat behind) never takes back a bid the page shows.
  const older = current && current !== 'error' && next.item.highestBid < current.highestBid;
  return { seen: keys, heard, item: older ? current : auctionExists(next.item) ? next.item : null };
}

/** An auction page's state: the item as last pushed, the bids seen, and those heard since the render (the table's new rows, the outbid notice). */
export type AuctionRoom = { item: AuctionItem | null | 'error'; seen: Set<string> | null; heard: BidEvent[] };

/** The page's state after a push (the reducer of components/drops/auction/auction-room.tsx). */
export function roomAfterPush(room: AuctionRoom, push: { item: AuctionItem; bids: BidEvent[]; fromBlock: bigint | null }): AuctionRoom {
  const taken = takePush(room.seen, push.fromBlock, room.item, push);
  return { item: taken.item, seen: taken.seen, heard: taken.heard.length ? [...room.heard, ...taken.heard] : room.heard };
}
