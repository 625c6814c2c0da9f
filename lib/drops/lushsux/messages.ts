// Apart from config.ts: the client islands carry only these.
export const LUSHSUX_MESSAGES = {
  readMore: 'Read more',
  readLess: 'Read less',
  yourTier: (tier: number) => `Your membership tier: ${tier}`,
  empty: 'Empty data',
  loadFailed: 'The posts could not be loaded. Please try again.',
  retry: 'Try again',
} as const;
