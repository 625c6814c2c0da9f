import type { Address } from 'viem';
import type { CollectionListing } from '@/lib/collections/listing';

/** The auctioned item, by its title as the spec names it, and where its bids are: the contract and the item on it (the platform's bid history is keyed by these). */
type AuctionedToken = { itemTitle: string; address: Address | null; tokenId: bigint; salt: string };

/** An auction that is over: its figures are the record's (drop-pages §9), its bids the platform's. */
export type EndedAuction = AuctionedToken & { kind: 'ended'; reserve: string; winning: string; bids: number; artist: string };

/** An auction running on the chain: its item is read per request (`readLiveAuction`), its bids fed live (drop-pages §4). */
export type LiveAuction = AuctionedToken & {
  kind: 'live';
  reservePrice: bigint;
  minimalBidGap: bigint;
  /** When bidding opens, and how the button says it before then (drop-pages §4). */
  opensAt: Date;
  startLabel: string;
  /** The artist's id on the artist token: its holders may bid, as member-token holders may. */
  artistTokenId: bigint;
};

export type Auction = EndedAuction | LiveAuction;

/**
 * What the site knows of a drop with rules of its own, outside its page's views: its nav keys, how
 * its items are routed, and its auctioned item (recognised by the item's title, as the spec
 * recognises it). Each drop's folder exports one (`lib/drops/<drop>/drop.ts`); the registry
 * (`lib/drops/registry.ts`) lists them, and its views are `components/drops/<drop>/module.tsx`.
 */
export type DropEntry = {
  /** For messages and docs. */
  name: string;
  navKeys: readonly string[];
  /** Its items' pages are /drops/{navKey}/product/{key} (drop-pages §2), not /drops/{navKey}/{key}. */
  productRoutes?: boolean;
  /** Its auctioned item (by title): its page is /drops/{navKey}/auction/{key}, wherever it is linked from. Implies productRoutes. */
  auction?: Auction;
  /** The contracts its tokens live in, as a profile shows a holding of them (collections §2, §3). */
  collections?: readonly CollectionListing[];
};

/** A drop entry, checked against the interface and kept with its own type. */
export const defineDropEntry = <E extends DropEntry>(entry: E): E => entry;
