import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

/** The timed drop's texts (its draw's are lib/drops/raffle/messages.ts, the shared mint texts lib/drops/mint-messages.ts), spelled as drop-pages §2 and §8 spell them. */
export const DESICCATION_MESSAGES = {
  ...MINT_MESSAGES,
  dateLine: 'Saturday Feb 12 2022',
  mintProgress: (title: string) => `Minting 1 ${title}...`,
  mintSuccess: (title: string) => `Successfully minted ${title}`,
  /** The ended Aquarium auction's page (drop-pages §2, §9 name its figures; the labels are ours). */
  auction: {
    ended: 'Auction Ended',
    reserve: 'Reserve price',
    winning: 'Winning price',
    bids: 'Bids',
    history: 'Bid history',
    time: 'Time',
    address: 'Address',
    bid: 'Bid',
    historyFailed: 'The bid history could not be loaded. Please try again later.',
  },
} as const;
