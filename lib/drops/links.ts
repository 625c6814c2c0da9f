import 'server-only';
import { auctionOf } from './auctions';
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
 * its auctioned item (Floating, Aquarium: by title) under /auction/; any other drop, under its page.
 */
export function itemHref(drop: { key: string; navKey: string | null }, item: { key: string; title: string }): string {
  const entry = registeredDrop(drop.navKey);
  if (entry?.productRoutes || entry?.auction) {
    const kind = auctionOf(drop.navKey, item) ? 'auction' : 'product';
    return `${dropHref(drop)}/${kind}/${encodeURIComponent(item.key)}`;
  }
  return `${dropHref(drop)}/${encodeURIComponent(item.key)}`;
}

/** The auction page of its drop's auctioned item (recognised by title), or null for any other item. */
export function auctionHref(drop: { navKey: string | null } | null, item: { key: string; title: string }): string | null {
  return drop?.navKey && auctionOf(drop.navKey, item) ? `/drops/${encodeURIComponent(drop.navKey)}/auction/${encodeURIComponent(item.key)}` : null;
}

/**
 * An item's own page, outside its drop (related items, lists, an artist's works): /product/{key}.
 * An auctioned item's product page sends the visitor on to its auction (drop-pages §2: "used when the
 * item title is Floating"), once its drop is known (app/_lib/product-page.ts).
 */
export function productHref(item: { key: string }): string {
  return `/product/${encodeURIComponent(item.key)}`;
}
