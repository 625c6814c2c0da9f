import { EVE_NAV_KEY } from './eve-layout';

const FLOATING_TITLE = 'floating';

/** The page of a drop: its nav key when it has one (special drops are routed by it), else its key. */
export function dropHref(drop: { key: string; navKey: string | null }): string {
  return `/drops/${encodeURIComponent(drop.navKey ?? drop.key)}`;
}

/** The page of an item inside its drop; the Eve of Revolution drop routes items by /product/ (or /auction/ for Floating). */
export function itemHref(drop: { key: string; navKey: string | null }, item: { key: string; title: string }): string {
  if (drop.navKey === EVE_NAV_KEY) {
    const kind = item.title.trim().toLowerCase() === FLOATING_TITLE ? 'auction' : 'product';
    return `${dropHref(drop)}/${kind}/${encodeURIComponent(item.key)}`;
  }
  return `${dropHref(drop)}/${encodeURIComponent(item.key)}`;
}

/** An item's own page, outside its drop (related items, an artist's works). */
export function productHref(item: { key: string }): string {
  return `/product/${encodeURIComponent(item.key)}`;
}
