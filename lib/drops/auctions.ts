import 'server-only';
import type { Address } from 'viem';
import { AUCTIONED_ITEMS } from './auctioned';
import type { AuctionRef } from './auction/ref';
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
  /** When bidding opens, and how the button says it before then (drop-pages §4). */
  opensAt: Date;
  startLabel: string;
  /** The artist's id on the artist token: its holders may bid, as member-token holders may. */
  artistTokenId: bigint;
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
    opensAt: FLOATING_AUCTION.opensAt,
    startLabel: FLOATING_AUCTION.startLabel,
    artistTokenId: FLOATING_AUCTION.artistTokenId,
    read: readFloatingAuction,
  },
};

/** The drop's live auction by its nav key (the bid pages' route asks by it); null for any other drop. */
export function liveAuctionOf(navKey: string): LiveAuction | null {
  if (!Object.hasOwn(AUCTIONS, navKey)) return null;
  const auction = AUCTIONS[navKey as keyof typeof AUCTIONS];
  return auction.kind === 'live' ? auction : null;
}

/** What the live room's scripts are told of their auction: plain strings, so no drop's config is in the page's first scripts. */
export function auctionRef(navKey: string, auction: LiveAuction): AuctionRef {
  return {
    navKey,
    address: auction.address,
    tokenId: String(auction.tokenId),
    salt: auction.salt,
    artistTokenId: String(auction.artistTokenId),
    opensAt: auction.opensAt.toISOString(),
    startLabel: auction.startLabel,
  };
}

/** The auction of the drop's auctioned item with this key; null for any other drop or item. */
export function auctionOf(navKey: string, itemKey: string): Auction | null {
  if (!Object.hasOwn(AUCTIONED_ITEMS, navKey)) return null;
  const key = navKey as keyof typeof AUCTIONED_ITEMS;
  return AUCTIONED_ITEMS[key] === itemKey ? AUCTIONS[key] : null;
}
