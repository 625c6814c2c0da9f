/**
 * The film-drop pictures on the key collection's page (collections §9): 8 of the 14 shown, a new
 * random 8 every 5 s on a desktop (not on a phone, not for reduced motion); 10 percent of the
 * film's initial sales go to the artist's collectors.
 */
export const FILM_PICTURES = {
  count: 14,
  shown: 8,
  shuffleMs: 5000,
  /** A desktop, for the shuffle: the carousels' largest breakpoint (platform-core §9). */
  desktopQuery: '(min-width: 992px) and (prefers-reduced-motion: no-preference)',
  collectorsSharePercent: 10,
} as const;

/**
 * `n` of the indexes 0 … `count - 1`, at random and in random order (a partial Fisher–Yates
 * shuffle); all of them, shuffled, when there are no more than `n`. `random` is Math.random's
 * shape, a parameter so tests can fix it.
 */
export function pickPictures(count: number, n: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: count }, (_, i) => i);
  const take = Math.min(n, count);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (count - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, take);
}
