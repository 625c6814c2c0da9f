import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

/** Black Feather texts, spelled as drop-pages §4 and §8 spell them; the shared mint texts from lib/drops/mint-messages.ts. */
export const BLACK_FEATHER_MESSAGES = {
  ...MINT_MESSAGES,
  progress: 'Minting Token ...',
  success: 'Minted One Black Feather!',
} as const;
