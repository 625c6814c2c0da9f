import { parseEther } from 'viem';

const DAY = 86_400;

/**
 * The layers collection's constants (collections §9, §4): tears per layer, staking periods, the
 * claim and burn windows' fallbacks (when the chain's start/end cannot be read), the burn options.
 */
export const LAYERS = {
  /** The layers page lives at this drop's route (docs/decisions.md). */
  navKey: 'vhilsnew',
  artworks: 2803,
  maxTears: 3,
  maxMedalRank: 5,
  /** Stake-for-tears rounds 1–3, each giving 1 tear. */
  tearPeriodsDays: [120, 70, 40] as const,
  /** Bronze, Silver, Gold, Platinum, Diamond. */
  medalPeriodsDays: [10, 60, 60, 60, 116] as const,
  medalNames: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const,
  /** Tears a claim gives a layer by the tears it has used (0, 1, 2); a fully revealed layer gets none. */
  claimTears: [3, 2, 1] as const,
  /** Epoch fallbacks (collections §4): claim 17–24 March, burn 28 March – 28 April, 1pm EST. */
  fallbackWindows: { claimStart: 1742230800, claimEnd: 1742835600, burnStart: 1743181200, burnEnd: 1746219600 },
  burnOptions: [
    { type: 1, label: '1 print', prints: 1, price: parseEther('0.2') },
    { type: 2, label: '4 prints', prints: 4, price: parseEther('0.8') },
    { type: 3, label: '1 original billboard artwork', prints: 0, price: parseEther('10') },
  ] as const,
  /** Each burn option burns exactly this many fully revealed layers. */
  burnLayers: 1,
  /** How long the burn's copied transaction hash says "Copied" (collections §9: the copy timer after burn). */
  copyResetMs: 500,
  daySeconds: DAY,
} as const;

export type TearType = 1 | 2;
export const TEAR_NAMES: Record<TearType, 'alpha' | 'beta'> = { 1: 'alpha', 2: 'beta' };
