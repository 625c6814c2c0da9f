import { AUCTIONED_ITEMS } from './auctioned';
import { YOUR_FACE_NAV_KEYS } from './your-face/config';

/**
 * Drops whose items live under /product/{key}, with the key of their auctioned item (if any) under
 * /auction/{key} (drop-pages §2, platform-core §3).
 */
const PRODUCT_ROUTED: Record<string, string | null> = {
  ...AUCTIONED_ITEMS,
  ...Object.fromEntries(YOUR_FACE_NAV_KEYS.map((k) => [k, null])),
};

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
 * The page of an item inside its drop. The Eve of Revolution, Desiccation and Your Face drops route
 * items by /product/, their auctioned item (Floating, Aquarium) by /auction/.
 */
export function itemHref(drop: { key: string; navKey: string | null }, item: { key: string }): string {
  const auctioned = drop.navKey ? PRODUCT_ROUTED[drop.navKey] : undefined;
  if (auctioned !== undefined) {
    const kind = auctioned !== null && item.key === auctioned ? 'auction' : 'product';
    return `${dropHref(drop)}/${kind}/${encodeURIComponent(item.key)}`;
  }
  return `${dropHref(drop)}/${encodeURIComponent(item.key)}`;
}

/** The drop (nav key) of each auctioned item, by the item's key. */
const AUCTION_DROP = new Map<string, string>(Object.entries(AUCTIONED_ITEMS).map(([navKey, itemKey]) => [itemKey, navKey]));

/** The auction page of an auctioned item (recognised by key), or null for any other item. */
export function auctionHref(item: { key: string }): string | null {
  const navKey = AUCTION_DROP.get(item.key);
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
