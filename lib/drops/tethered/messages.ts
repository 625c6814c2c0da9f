import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

// The claim texts are ours (drop-pages §4 gives none), recorded in docs/decisions.md.
export const TETHERED_MESSAGES = {
  ...MINT_MESSAGES,
  claimProgress: (editions: string) => `Claiming Bulls Power ${editions}...`,
  claimSuccess: (editions: string) => `Claimed Bulls Power ${editions}`,
  notOnWhitelist: 'This wallet has no tethered print on the whitelist.',
} as const;
