import { EVE_NAV_KEY, isFloating, isOpenEdition } from '@/lib/drops/eve/layout';
import { raffleButton, type RaffleButton, type RaffleInput } from '@/lib/drops/raffle/button';
import { JUNE_RAFFLE_MESSAGES as M } from './messages';

/**
 * The June 2022 draw (drop-pages §4, §5): the Eve of Revolution drop's numbered items are drawn
 * between its opening on 2 June 2022 at 18:00 US Eastern (-04:00) and 24 hours later; the wallet
 * qualifies with a token of id 4 or 5, or five of ids 6 and 7 together, of the artists' ERC1155
 * (ArtistToken). The platform keeps the entries; its window is the same.
 */
export const JUNE_RAFFLE = {
  opens: new Date('2022-06-02T18:00:00-04:00'),
  closes: new Date('2022-06-03T18:00:00-04:00'),
  /** The token ids whose balances decide (ArtistToken). */
  tokenIds: [4n, 5n, 6n, 7n] as const,
} as const;

/** The items drawn: the Eve of Revolution drop's, but its auctioned Floating and its free open editions. */
export function inJuneDraw(drop: { navKey: string | null } | null, item: { title: string; edition: string; itemType: string }): boolean {
  return drop?.navKey === EVE_NAV_KEY && !isOpenEdition(item) && !isFloating(item);
}

export type JuneRafflePhase = 'before' | 'open' | 'closed';

/** Before the opening instant; open from it; closed from the closing instant on. */
export function juneRafflePhase(now: Date): JuneRafflePhase {
  if (now < JUNE_RAFFLE.opens) return 'before';
  return now < JUNE_RAFFLE.closes ? 'open' : 'closed';
}

/** What the draw's countdown counts to: the opening, then the close; nothing once closed. */
export function juneRaffleCountdown(now: Date): { label: typeof M.opensIn | typeof M.closesIn; at: Date } | null {
  const phase = juneRafflePhase(now);
  if (phase === 'before') return { label: M.opensIn, at: JUNE_RAFFLE.opens };
  return phase === 'open' ? { label: M.closesIn, at: JUNE_RAFFLE.closes } : null;
}

/** Balances of ids 4, 5, 6 and 7, in that order (balanceOfBatch). */
export type JuneHoldings = readonly [bigint, bigint, bigint, bigint];

/** At least one of ids 4 or 5, or at least 5 of ids 6 and 7 together. */
export function juneRaffleEligible([id4, id5, id6, id7]: JuneHoldings): boolean {
  return id4 + id5 >= 1n || id6 + id7 >= 5n;
}

export type JuneRaffleButton =
  | { kind: 'not-open'; label: typeof M.opening; disabled: true }
  | { kind: 'closed'; label: typeof M.closed; disabled: true }
  | { kind: 'not-eligible'; label: typeof M.notEligible; disabled: true }
  | Exclude<RaffleButton, { kind: 'not-enough-tokens' }>;

/**
 * The draw's button: the opening time before it opens, Draw Closed after; in between the raffle
 * button all draws share, with "Not Eligible" where the timed drop says "Not Enough Tokens".
 */
export function juneRaffleButton(now: Date, input: RaffleInput): JuneRaffleButton {
  const phase = juneRafflePhase(now);
  if (phase === 'before') return { kind: 'not-open', label: M.opening, disabled: true };
  if (phase === 'closed') return { kind: 'closed', label: M.closed, disabled: true };
  const button = raffleButton(input);
  return button.kind === 'not-enough-tokens' ? { kind: 'not-eligible', label: M.notEligible, disabled: true } : button;
}
