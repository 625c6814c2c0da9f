// collections §9
export const FILM_PICTURES = {
  count: 14,
  shown: 8,
  shuffleMs: 5000,
  /** The carousels' largest breakpoint (platform-core §9). */
  desktopQuery: '(min-width: 992px) and (prefers-reduced-motion: no-preference)',
  collectorsSharePercent: 10,
} as const;

/** A partial Fisher–Yates shuffle; `random` is a parameter so tests can fix it. */
export function pickPictures(count: number, n: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: count }, (_, i) => i);
  const take = Math.min(n, count);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (count - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, take);
}
