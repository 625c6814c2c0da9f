/**
 * The drop time state of the timed multi-edition drop (drop-pages §4): before the start Coming Soon,
 * within the raffle window the raffle, after it the mint. Windows are fixed instants, written with
 * the offset the spec gives (+11:00), so the state is the same in every time zone.
 */
export const RAFFLE_OPENS = new Date('2022-02-13T09:00:00+11:00');
export const RAFFLE_CLOSES = new Date('2022-02-14T09:00:00+11:00');
export const MINT_ONLY_OPENS = new Date('2022-02-12T09:00:00+11:00');

/** Titles drawn by raffle before their mint. */
export const RAFFLE_TITLES = ['Eyeballs', 'Lottery', 'Desiccation', 'School Days', 'Caterpillar', 'Hand'] as const;
/** Titles minted from the drop's opening, without a raffle. */
export const MINT_ONLY_TITLES = ['Lock Eyes', 'Mermaid'] as const;

export type TimedPhase = { phase: 'coming-soon'; until: Date } | { phase: 'raffle'; until: Date } | { phase: 'mint'; since: Date };

const isOneOf = <T extends string>(list: readonly T[], title: string): title is T => (list as readonly string[]).includes(title);

/** Where an item of the timed drop stands at `now`; null for a title the schedule does not map (e.g. the auction). */
export function timedPhase(title: string, now: Date): TimedPhase | null {
  const t = now.getTime();
  if (isOneOf(RAFFLE_TITLES, title)) {
    if (t < RAFFLE_OPENS.getTime()) return { phase: 'coming-soon', until: RAFFLE_OPENS };
    if (t < RAFFLE_CLOSES.getTime()) return { phase: 'raffle', until: RAFFLE_CLOSES };
    return { phase: 'mint', since: RAFFLE_CLOSES };
  }
  if (isOneOf(MINT_ONLY_TITLES, title)) {
    if (t < MINT_ONLY_OPENS.getTime()) return { phase: 'coming-soon', until: MINT_ONLY_OPENS };
    return { phase: 'mint', since: MINT_ONLY_OPENS };
  }
  return null;
}

/**
 * The countdown's words after zero (drop-pages §4: "Mint Ended" or "Minting Now" for two keys):
 * the two mint-only titles say Minting Now while editions remain and Mint Ended once sold out;
 * every other item shows no words after zero (its button tells the state).
 */
export function afterZeroText(title: string, soldOut: boolean): 'Minting Now' | 'Mint Ended' | null {
  if (!isOneOf(MINT_ONLY_TITLES, title)) return null;
  return soldOut ? 'Mint Ended' : 'Minting Now';
}
