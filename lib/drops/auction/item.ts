import type { AuctionItem } from './rules';

type Tuple = readonly [number, `0x${string}`, bigint, bigint, bigint, bigint, bigint, bigint];

// drop-pages §3 order
export function itemFromTuple([itemType, highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt]: Tuple): AuctionItem {
  return { itemType, highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt };
}
