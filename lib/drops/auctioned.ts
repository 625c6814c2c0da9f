/**
 * The auctioned item of each drop that has one, by nav key → the item's platform key (drop-pages
 * §2: Desiccation's Aquarium, the Eve of Revolution's Floating). Its page is
 * /drops/{navKey}/auction/{key}. Recognised by key, never by title (an artist may rename it).
 * A leaf module: the item links of client components read it without the drops' configs.
 */
export const AUCTIONED_ITEMS = {
  'shintaro-desiccation': 'i-shintaro-desiccation-aquarium',
  theeveofrevolution: 'i-theeveofrevolution-floating',
} as const satisfies Record<string, string>;

/** Whether the item is its drop's auctioned item. */
export function isAuctionedItem(navKey: string | null | undefined, itemKey: string): boolean {
  return navKey != null && (AUCTIONED_ITEMS as Record<string, string>)[navKey] === itemKey;
}
