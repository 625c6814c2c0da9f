import 'server-only';
import type { AuctionRef } from './auction/ref';
import type { Auction, LiveAuction } from './drop-entry';
import { registeredDrop } from './registry';

export type { Auction, EndedAuction, LiveAuction } from './drop-entry';

/**
 * The auction of the drop's auctioned item (its entry in the registry: ended, as Desiccation's
 * Aquarium, or live, as the Eve of Revolution's Floating); null for any other drop or item. The item
 * is recognised by its title, trimmed and case-exact, as the spec recognises it (drop-pages §2, §4).
 * The auction route renders by kind and names no drop.
 */
export function auctionOf(navKey: string | null | undefined, item: { title: string }): Auction | null {
  const auction = registeredDrop(navKey)?.auction;
  return auction && auction.itemTitle === item.title.trim() ? auction : null;
}

/** Whether the drop (by nav key) has an auctioned item at all: only then is an item asked about. */
export function hasAuction(navKey: string): boolean {
  return Boolean(registeredDrop(navKey)?.auction);
}

/** The drop's live auction by its nav key (the bid pages' route asks by it); null for any other drop. */
export function liveAuctionOf(navKey: string): LiveAuction | null {
  const auction = registeredDrop(navKey)?.auction;
  return auction?.kind === 'live' ? auction : null;
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
