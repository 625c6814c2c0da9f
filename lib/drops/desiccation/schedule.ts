/**
 * The drop time state of the timed multi-edition drop (drop-pages §4): before the start Coming Soon,
 * within the raffle window the raffle, after it the mint. Windows are fixed instants, written with
 * the offset the spec gives (+11:00), so the state is the same in every time zone.
 */
export const RAFFLE_OPENS = new Date('2022-02-13T09:00:00+11:00');
export const RAFFLE_CLOSES = new Date('2022-02-14T09:00:00+11:00');
export const MINT_ONLY_OPENS = new Date('2022-02-12T09:00:00+11:00');

/**
 * An edition's schedule (drop-pages §4 names them by title: Eyeballs, Lottery, Desiccation, School
 * Days, Caterpillar and Hand are drawn by raffle before their mint; Lock Eyes and Mermaid are minted
 * from the drop's opening). The config gives each item, by its key, one of the two.
 */
export type TimedSchedule = 'raffle' | 'mint-only';

export type TimedPhase = { phase: 'coming-soon'; until: Date } | { phase: 'raffle'; until: Date } | { phase: 'mint'; since: Date };

/** Where an item of the timed drop stands at `now`; null for an item without a schedule (the auction). */
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

/**
 * The countdown's words after zero (drop-pages §4: "Mint Ended" or "Minting Now" for two keys):
 * the two mint-only items say Minting Now while editions remain and Mint Ended once sold out;
 * every other item shows no words after zero (its button tells the state).
 */
export function afterZeroText(schedule: TimedSchedule | null, soldOut: boolean): 'Minting Now' | 'Mint Ended' | null {
  if (schedule !== 'mint-only') return null;
  return soldOut ? 'Mint Ended' : 'Minting Now';
}
