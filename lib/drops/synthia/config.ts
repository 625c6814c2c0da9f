import { eth } from '@/lib/format/wei';

// collections §9
export const SYNTHIA = {
  navKey: 'synthia',
  keysPerQuarter: 333,
  price: eth('0.2'),
  amounts: [1, 2] as const,
  maxPerWallet: 2,
  monthsPerKey: 3,
  subscriptionMonths: [3, 6, 9, 12] as const,
  guildCheckCacheMs: 10 * 60 * 1000,
  balanceDecimals: 4,
} as const;

// collections §2
export const SYNTHIA_FEATURES = [
  'Alpha access',
  'Increased chat',
  'Special treatment',
  'Private society access',
  'Voting',
  'Exclusive future projects',
] as const;
