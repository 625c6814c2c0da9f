// drop-pages §4; fixed instants with the spec's +11:00 offset, the same in every time zone.
export const RAFFLE_OPENS = new Date('2022-02-13T09:00:00+11:00');
export const RAFFLE_CLOSES = new Date('2022-02-14T09:00:00+11:00');
export const MINT_ONLY_OPENS = new Date('2022-02-12T09:00:00+11:00');

// drop-pages §4 names each item's schedule by title.
export type TimedSchedule = 'raffle' | 'mint-only';

export type TimedPhase = { phase: 'coming-soon'; until: Date } | { phase: 'raffle'; until: Date } | { phase: 'mint'; since: Date };

/** null for an item without a schedule (the auction). */
export function timedPhase(schedule: TimedSchedule | null, now: Date): TimedPhase | null {
  const t = now.getTime();
  if (schedule === 'raffle') {
    if (t < RAFFLE_OPENS.getTime()) return { phase: 'coming-soon', until: RAFFLE_OPENS };
    if (t < RAFFLE_CLOSES.getTime()) return { phase: 'raffle', until: RAFFLE_CLOSES };
    return { phase: 'mint', since: RAFFLE_CLOSES };
  }
  if (schedule === 'mint-only') {
    if (t < MINT_ONLY_OPENS.getTime()) return { phase: 'coming-soon', until: MINT_ONLY_OPENS };
    return { phase: 'mint', since: MINT_ONLY_OPENS };
  }
  return null;
}

/** drop-pages §4: only the mint-only items have words after zero; other buttons tell the state. */
export function afterZeroText(schedule: TimedSchedule | null, soldOut: boolean): 'Minting Now' | 'Mint Ended' | null {
  if (schedule !== 'mint-only') return null;
  return soldOut ? 'Mint Ended' : 'Minting Now';
}
