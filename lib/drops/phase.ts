export type DropPhase = 'upcoming' | 'live' | 'ended';

export const DROP_PHASE_LABELS: Record<DropPhase, string> = {
  upcoming: 'Coming Soon',
  live: 'Live now',
  ended: 'Ended',
};

export function dropPhase(drop: { releaseDate: string | null; endDate: string | null }, now: Date): DropPhase {
  if (drop.releaseDate && new Date(drop.releaseDate) > now) return 'upcoming';
  if (drop.endDate && new Date(drop.endDate) <= now) return 'ended';
  return 'live';
}

/** null when every item is free. */
export function lowestPrice(items: ReadonlyArray<{ price: string | null }>): string | null {
  const prices = items.map((i) => Number(i.price)).filter((p) => Number.isFinite(p) && p > 0);
  return prices.length ? String(Math.min(...prices)) : null;
}

// drop-pages §2
export function itemAction(drop: { releaseDate: string | null; endDate: string | null } | null, now: Date): 'coming-soon' | 'cta' {
  return drop && dropPhase(drop, now) === 'upcoming' ? 'coming-soon' : 'cta';
}
