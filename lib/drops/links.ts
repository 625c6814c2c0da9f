import 'server-only';
import { auctionOf } from './auctions';
import { registeredDrop } from './registry';

/** Special drops are routed by their nav key. */
export function dropHref(drop: { key: string; navKey: string | null }): string {
  return `/drops/${encodeURIComponent(drop.navKey ?? drop.key)}`;
}

/** platform-core §3: a special-mode drop with a link (already refused unless http(s)) opens it. */
export function dropEntryHref(drop: { key: string; navKey: string | null; dropMode: string | null; link: string | null }): string {
  return drop.dropMode?.trim() && drop.link ? drop.link : dropHref(drop);
}

/** drop-pages §2: product-route drops put items under /product/ and the auctioned one under /auction/. */
export function itemHref(drop: { key: string; navKey: string | null }, item: { key: string; title: string }): string {
  const entry = registeredDrop(drop.navKey);
  if (entry?.productRoutes || entry?.auction) {
    const kind = auctionOf(drop.navKey, item) ? 'auction' : 'product';
    return `${dropHref(drop)}/${kind}/${encodeURIComponent(item.key)}`;
  }
  return `${dropHref(drop)}/${encodeURIComponent(item.key)}`;
}

export function auctionHref(drop: { navKey: string | null } | null, item: { key: string; title: string }): string | null {
  return drop?.navKey && auctionOf(drop.navKey, item) ? `/drops/${encodeURIComponent(drop.navKey)}/auction/${encodeURIComponent(item.key)}` : null;
}

/** The product page forwards an auctioned item to its auction (drop-pages §2). */
export function productHref(item: { key: string }): string {
  return `/product/${encodeURIComponent(item.key)}`;
}
