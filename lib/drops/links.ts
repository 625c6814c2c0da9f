import 'server-only';
import { auctionedItemDrop } from './auctions';
import { registeredDrop } from './registry';

/** The page of a drop: its nav key when it has one (special drops are routed by it), else its key. */
export function dropHref(drop: { key: string; navKey: string | null }): string {
  return `/drops/${encodeURIComponent(drop.navKey ?? drop.key)}`;
}

/**
 * Where a drop's card or list entry goes (platform-core §3): a drop in a special mode with a link
 * opens that link (the platform's `link`, already refused unless http(s)); any other drop, its page.
 */
export function dropEntryHref(drop: { key: string; navKey: string | null; dropMode: string | null; link: string | null }): string {
  return drop.dropMode?.trim() && drop.link ? drop.link : dropHref(drop);
}

/**
 * The page of an item inside its drop (drop-pages §2, platform-core §3). A registered drop with
 * product routes (the Eve of Revolution, Desiccation, Your Face) has its items under /product/ and
 * its auctioned item (Floating, Aquarium: by key) under /auction/; any other drop, under its page.
 */
export function itemHref(drop: { key: string; navKey: string | null }, item: { key: string }): string {
  const entry = registeredDrop(drop.navKey);
  if (entry?.productRoutes || entry?.auction) {
    const kind = entry.auction?.itemKey === item.key ? 'auction' : 'product';
    return `${dropHref(drop)}/${kind}/${encodeURIComponent(item.key)}`;
  }
  return `${dropHref(drop)}/${encodeURIComponent(item.key)}`;
}

/** The auction page of an auctioned item (recognised by key), or null for any other item. */
export function auctionHref(item: { key: string }): string | null {
  const navKey = auctionedItemDrop(item.key);
  return navKey ? `/drops/${encodeURIComponent(navKey)}/auction/${encodeURIComponent(item.key)}` : null;
}

/**
 * An item's own page, outside its drop (related items, lists, an artist's works): /product/{key},
 * except an auctioned item, whose page is its auction (drop-pages §2: "used when the item title is
 * Floating"), wherever it is linked from.
 */
export function productHref(item: { key: string }): string {
  return auctionHref(item) ?? `/product/${encodeURIComponent(item.key)}`;
}
