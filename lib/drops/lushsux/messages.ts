/**
 * The members' landing's interface texts, apart from its copy (config.ts): the posts grid and the
 * tier badge are client islands and carry only these.
 */
export const LUSHSUX_MESSAGES = {
  readMore: 'Read more',
  readLess: 'Read less',
  yourTier: (tier: number) => `Your membership tier: ${tier}`,
  empty: 'Empty data',
  loadFailed: 'The posts could not be loaded. Please try again.',
  retry: 'Try again',
} as const;
