import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

// drop-pages §2, §8, verbatim
export const DESICCATION_MESSAGES = {
  ...MINT_MESSAGES,
  dateLine: 'Saturday Feb 12 2022',
  mintProgress: (title: string) => `Minting 1 ${title}...`,
  mintSuccess: (title: string) => `Successfully minted ${title}`,
} as const;

/** What a timed item's countdown live region says in each phase (docs/decisions.md: our words, not the spec's). */
export const TIMED_COUNTDOWN_STATES = { 'coming-soon': 'Coming Soon', raffle: 'Draw open', mint: 'Mint open' } as const;
