import 'server-only';
import type { AuctionRef } from './auction/ref';
import type { Auction, LiveAuction } from './drop-entry';
import { registeredDrop, registeredNavKeys } from './registry';

export type { Auction, EndedAuction, LiveAuction } from './drop-entry';

/**
 * The auction of the drop's auctioned item with this key (its entry in the registry: ended, as
 * Desiccation's Aquarium, or live, as the Eve of Revolution's Floating); null for any other drop or
 * item. Recognised by key, never by title. The auction route renders by kind and names no drop.
 */
export function auctionOf(navKey: string, itemKey: string): Auction | null {
  const auction = registeredDrop(navKey)?.auction;
  return auction?.itemKey === itemKey ? auction : null;
}

/** The drop's live auction by its nav key (the bid pages' route asks by it); null for any other drop. */
export function liveAuctionOf(navKey: string): LiveAuction | null {
  const auction = registeredDrop(navKey)?.auction;
  return auction?.kind === 'live' ? auction : null;
}

/** The nav key of the drop whose auctioned item this is; null for any other item. */
export function auctionedItemDrop(itemKey: string): string | null {
  for (const [navKey, drop] of registeredNavKeys()) if (drop.auction?.itemKey === itemKey) return navKey;
  return null;
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
