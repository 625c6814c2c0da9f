import type { AuctionItem } from './rules';

type Tuple = readonly [number, `0x${string}`, bigint, bigint, bigint, bigint, bigint, bigint];

// drop-pages §3 order
export function itemFromTuple([itemType, highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt]: Tuple): AuctionItem {
  return { itemType, highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt };
}

/** Amounts and times as decimal strings. */
export type SerializedItem = { [K in keyof AuctionItem]: AuctionItem[K] extends bigint ? string : AuctionItem[K] };

export function serializeItem(item: AuctionItem): SerializedItem {
  return {
    ...item,
    highestBid: String(item.highestBid),
    windowTime: String(item.windowTime),
    minimalBidGap: String(item.minimalBidGap),
    reservePrice: String(item.reservePrice),
    startAt: String(item.startAt),
    endAt: String(item.endAt),
  };
}

export function parseItem(s: SerializedItem): AuctionItem {
  return {
    ...s,
    highestBid: BigInt(s.highestBid),
    windowTime: BigInt(s.windowTime),
    minimalBidGap: BigInt(s.minimalBidGap),
    reservePrice: BigInt(s.reservePrice),
    startAt: BigInt(s.startAt),
    endAt: BigInt(s.endAt),
  };
}
