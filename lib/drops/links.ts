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

/** An item's own page, outside its drop (related items, an artist's works). */
export function productHref(item: { key: string }): string {
  return `/product/${encodeURIComponent(item.key)}`;
}
