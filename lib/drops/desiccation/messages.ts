import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

/** The timed drop's texts (its draw's are lib/drops/raffle/messages.ts, the shared mint texts lib/drops/mint-messages.ts), spelled as drop-pages §2 and §8 spell them. */
export const DESICCATION_MESSAGES = {
  ...MINT_MESSAGES,
  dateLine: 'Saturday Feb 12 2022',
  mintProgress: (title: string) => `Minting 1 ${title}...`,
  mintSuccess: (title: string) => `Successfully minted ${title}`,
} as const;
