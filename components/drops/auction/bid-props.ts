import type { BidEvent } from '@/lib/drops/auction/bids';
import type { AuctionRef } from '@/lib/drops/auction/ref';
import type { AuctionItem } from '@/lib/drops/auction/rules';

/** The bid island's props, from the auction room. */
export type BidIslandProps = {
  /** Which auction: the item to bid on, who may, and when it opens. */
  auction: AuctionRef;
  /** The configured chain's name ("Please Connect to …"). */
  chainLabel: string;
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
