import 'server-only';
import type { Address } from 'viem';
import { AUCTIONED_ITEMS } from './auctioned';
import { readFloatingAuction, type AuctionSnapshot } from './auction/chain';
import { FLOATING_AUCTION } from './auction/config';
import { FLOATING_AUCTION_CONTRACT } from './auction/contract';
import { DESICCATION } from './desiccation/config';

/** Where an auction's bids are: the contract and the item on it (the platform's bid history is keyed by these). */
type AuctionedToken = { address: Address | null; tokenId: bigint; salt: string };

/** An auction that is over: its figures are the record's (drop-pages §9), its bids the platform's. */
export type EndedAuction = AuctionedToken & { kind: 'ended'; reserve: string; winning: string; bids: number; artist: string };

/** An auction running on the chain: its item is read per request, its bids fed live (drop-pages §4). */
export type LiveAuction = AuctionedToken & {
  kind: 'live';
  reservePrice: bigint;
  minimalBidGap: bigint;
  /** The item and the block it was read at. */
  read: () => Promise<AuctionSnapshot>;
};

export type Auction = EndedAuction | LiveAuction;

/**
 * Each auctioned item's auction, by its drop's nav key (the keys of AUCTIONED_ITEMS: a drop with
 * an auctioned item and no entry here, or the reverse, fails the type check). The auction route
 * renders by kind and names no drop.
 */
export const AUCTIONS: { readonly [navKey in keyof typeof AUCTIONED_ITEMS]: Auction } = {
  'shintaro-desiccation': { kind: 'ended', ...DESICCATION.endedAuction, address: DESICCATION.address, artist: 'Shintaro Kago' },
  theeveofrevolution: {
    kind: 'live',
    address: FLOATING_AUCTION_CONTRACT.address,
    tokenId: FLOATING_AUCTION.tokenId,
    salt: FLOATING_AUCTION.salt,
    reservePrice: FLOATING_AUCTION.reservePrice,
    minimalBidGap: FLOATING_AUCTION.minimalBidGap,
    read: readFloatingAuction,
  },
};

/** The auction of the drop's auctioned item with this key; null for any other drop or item. */
export function auctionOf(navKey: string, itemKey: string): Auction | null {
  if (!Object.hasOwn(AUCTIONED_ITEMS, navKey)) return null;
  const key = navKey as keyof typeof AUCTIONED_ITEMS;
  return AUCTIONED_ITEMS[key] === itemKey ? AUCTIONS[key] : null;
}
