import type { Address } from 'viem';
import type { CollectionListing } from '@/lib/collections/listing';

/** The platform's bid history is keyed by the contract, token and salt. */
type AuctionedToken = { itemTitle: string; address: Address | null; tokenId: bigint; salt: string };

// drop-pages §9
export type EndedAuction = AuctionedToken & { kind: 'ended'; reserve: string; winning: string; bids: number; artist: string };

// drop-pages §4
export type LiveAuction = AuctionedToken & {
  kind: 'live';
  reservePrice: bigint;
  minimalBidGap: bigint;
  opensAt: Date;
  startLabel: string;
  /** Artist-token holders may bid, as member-token holders may. */
  artistTokenId: bigint;
};

export type Auction = EndedAuction | LiveAuction;

/** A drop's own rules outside its page's views; listed in lib/drops/registry.ts. */
export type DropEntry = {
  name: string;
  navKeys: readonly string[];
  /** /drops/{navKey}/product/{key} (drop-pages §2). */
  productRoutes?: boolean;
  /** Its item pages take their action from components/drops/<drop>/item.tsx. */
  itemViews?: true;
  /** Pages of its own at /drops/{navKey}/{segment}, from components/drops/<drop>/pages.tsx. */
  subpages?: readonly string[];
  /** Its page is /drops/{navKey}/auction/{key}; implies productRoutes. */
  auction?: Auction;
  // collections §2, §3
  collections?: readonly CollectionListing[];
};

export const defineDropEntry = <E extends DropEntry>(entry: E): E => entry;
