import type { BidEvent } from '@/lib/drops/auction/bids';
import type { AuctionRef } from '@/lib/drops/auction/ref';
import type { AuctionItem } from '@/lib/drops/auction/rules';

export type BidPanelProps = {
  auction: AuctionRef;
  /** For "Please Connect to …". */
  chainLabel: string;
  item: AuctionItem | null | 'error';
  now: Date;
  /** In wei; null when not an amount. */
  bid: bigint | null;
  bidOk: boolean;
  /** Every bid since the page opened, oldest first. */
  heard: BidEvent[];
  /** After the visitor's own bid: read the chain at once. */
  onPlaced: () => void;
};
