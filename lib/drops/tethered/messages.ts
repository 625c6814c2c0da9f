import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

/**
 * The tethered mint's texts. The button labels are drop-pages §4's; the claim's progress and
 * success texts are ours (§4 "Web3 claim": a claiming message, then a success message with a
 * transaction link; its wording is not given), recorded in docs/decisions.md.
 */
export const TETHERED_MESSAGES = {
  ...MINT_MESSAGES,
  claimProgress: (editions: string) => `Claiming Bulls Power ${editions}...`,
  claimSuccess: (editions: string) => `Claimed Bulls Power ${editions}`,
  notOnWhitelist: 'This wallet has no tethered print on the whitelist.',
} as const;
