import { eth } from '@/lib/format/wei';

const DAY = 86_400;

export const LAYERS = {
  // docs/decisions.md
  navKey: 'vhilsnew',
  artworks: 2803,
  maxTears: 3,
  maxMedalRank: 5,
  tearPeriodsDays: [120, 70, 40] as const,
  // Bronze to Diamond
  medalPeriodsDays: [10, 60, 60, 60, 116] as const,
  medalNames: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const,
  /** By tears used (0, 1, 2). */
  claimTears: [3, 2, 1] as const,
  /** collections §4: used when the chain's times cannot be read. */
  fallbackWindows: { claimStart: 1742230800, claimEnd: 1742835600, burnStart: 1743181200, burnEnd: 1746219600 },
  burnOptions: [
    { type: 1, label: '1 print', prints: 1, price: eth('0.2') },
    { type: 2, label: '4 prints', prints: 4, price: eth('0.8') },
    { type: 3, label: '1 original billboard artwork', prints: 0, price: eth('10') },
  ] as const,
  burnLayers: 1,
  // collections §9
  copyResetMs: 500,
  daySeconds: DAY,
} as const;

export type TearType = 1 | 2;
export const TEAR_NAMES: Record<TearType, 'alpha' | 'beta'> = { 1: 'alpha', 2: 'beta' };
