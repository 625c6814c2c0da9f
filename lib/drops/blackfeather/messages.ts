import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

// drop-pages §4, §8, verbatim
export const BLACK_FEATHER_MESSAGES = {
  ...MINT_MESSAGES,
  progress: 'Minting Token ...',
  success: 'Minted One Black Feather!',
} as const;
