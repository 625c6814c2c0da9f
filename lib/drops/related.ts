// drop-pages §2: up to 6
export function otherDropsItems<T extends { dropKey: string | null }>(dropKey: string, items: readonly T[], max: number): T[] {
  return items.filter((i) => i.dropKey !== dropKey).slice(0, max);
}
