import { EVE_NAV_KEY, isFloating, isOpenEdition } from '@/lib/drops/eve/layout';
import { raffleButton, type RaffleButton, type RaffleInput } from '@/lib/drops/raffle/button';
import { JUNE_RAFFLE_MESSAGES as M } from './messages';

// drop-pages §4, §5: the Eve drop's numbered items, drawn for 24 hours from 2 June 2022 18:00 US Eastern.
// The platform keeps the entries and refuses them outside this same window.
export const JUNE_RAFFLE = {
  opens: new Date('2022-06-02T18:00:00-04:00'),
  closes: new Date('2022-06-03T18:00:00-04:00'),
  // ArtistToken ids
  tokenIds: [4n, 5n, 6n, 7n] as const,
} as const;

/** Excludes the auctioned Floating and the free open editions. */
export function inJuneDraw(drop: { navKey: string | null } | null, item: { title: string; edition: string; itemType: string }): boolean {
  return drop?.navKey === EVE_NAV_KEY && !isOpenEdition(item) && !isFloating(item);
}

export type JuneRafflePhase = 'before' | 'open' | 'closed';

export function juneRafflePhase(now: Date): JuneRafflePhase {
  if (now < JUNE_RAFFLE.opens) return 'before';
  return now < JUNE_RAFFLE.closes ? 'open' : 'closed';
}

export function juneRaffleCountdown(now: Date): { label: typeof M.opensIn | typeof M.closesIn; at: Date } | null {
  const phase = juneRafflePhase(now);
  if (phase === 'before') return { label: M.opensIn, at: JUNE_RAFFLE.opens };
  return phase === 'open' ? { label: M.closesIn, at: JUNE_RAFFLE.closes } : null;
}

// balanceOfBatch order
export type JuneHoldings = readonly [bigint, bigint, bigint, bigint];

export const NO_HOLDINGS: JuneHoldings = [0n, 0n, 0n, 0n];

export function juneRaffleEligible([id4, id5, id6, id7]: JuneHoldings): boolean {
  return id4 + id5 >= 1n || id6 + id7 >= 5n;
}

export type JuneRaffleButton =
  | { kind: 'not-open'; label: typeof M.opening; disabled: true }
  | { kind: 'closed'; label: typeof M.closed; disabled: true }
  | { kind: 'not-eligible'; label: typeof M.notEligible; disabled: true }
  | Exclude<RaffleButton, { kind: 'not-enough-tokens' }>;

/** The shared raffle button, with "Not Eligible" where the timed drop says "Not Enough Tokens". */
export function juneRaffleButton(now: Date, input: RaffleInput): JuneRaffleButton {
  const phase = juneRafflePhase(now);
  if (phase === 'before') return { kind: 'not-open', label: M.opening, disabled: true };
  if (phase === 'closed') return { kind: 'closed', label: M.closed, disabled: true };
  const button = raffleButton(input);
  return button.kind === 'not-enough-tokens' ? { kind: 'not-eligible', label: M.notEligible, disabled: true } : button;
}
