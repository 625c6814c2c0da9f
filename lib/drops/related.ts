// drop-pages §2: up to 6
export function otherDropsItems<T extends { dropKey: string | null }>(dropKey: string, items: readonly T[], max: number): T[] {
  return items.filter((i) => i.dropKey !== dropKey).slice(0, max);
}

/** A route that names a drop shows an item of that drop only (platform-core §3: a drop lists its items); the product's own `drop` is an extension. */
export function dropHoldsItem(drop: { items: readonly { key: string }[] }, itemKey: string): boolean {
  return drop.items.some((i) => i.key === itemKey);
}
