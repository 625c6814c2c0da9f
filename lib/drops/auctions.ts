import 'server-only';
import type { AuctionRef } from './auction/ref';
import type { Auction, LiveAuction } from './drop-entry';
import { registeredDrop, registeredNavKeys } from './registry';

export type { Auction, EndedAuction, LiveAuction } from './drop-entry';

/** The item is recognised by its trimmed, case-exact title, as the spec does (drop-pages §2, §4). */
export function auctionOf(navKey: string | null | undefined, item: { title: string }): Auction | null {
  const auction = registeredDrop(navKey)?.auction;
  return auction && auction.itemTitle === item.title.trim() ? auction : null;
}

export function hasAuction(navKey: string): boolean {
  return Boolean(registeredDrop(navKey)?.auction);
}

export function liveAuctionOf(navKey: string): LiveAuction | null {
  const auction = registeredDrop(navKey)?.auction;
  return auction?.kind === 'live' ? auction : null;
}

/** Plain values, so no drop's config lands in the page's first scripts. */
export function auctionRef(navKey: string, auction: LiveAuction): AuctionRef {
  return {
    navKey,
    address: auction.address,
    tokenId: auction.tokenId,
    salt: auction.salt,
    artistTokenId: auction.artistTokenId,
    opensAt: auction.opensAt.toISOString(),
    startLabel: auction.startLabel,
  };
}

/** The nav keys of drops whose auction is on the chain now or to come (the home page shows the live ones). */
export function liveAuctionNavKeys(): string[] {
  return [...registeredNavKeys()].filter(([, entry]) => entry.auction?.kind === 'live').map(([navKey]) => navKey);
}
