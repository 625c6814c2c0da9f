import type { OwnedTokens } from '@/lib/collections/known';
import { MEMBERSHIP_MESSAGES } from './membership-messages';

export type { MembershipEligibility } from './membership';

export const ELIGIBILITY_TEXT = {
  title: 'Your DRP membership',
  connect: 'Connect Wallet to View',
  LOADING: 'Loading...',
  INFO_MISSING: MEMBERSHIP_MESSAGES.titleIncomplete,
  MEMBERSHIP_GOT: MEMBERSHIP_MESSAGES.titleMinted,
  QUALIFY: MEMBERSHIP_MESSAGES.titleEligible,
  TOP_UP: 'You will need a token from a previous drop to qualify',
  completeProfile: 'Complete Profile',
  viewToken: 'View your OX Member Token',
  mintNow: 'Mint Now',
  browseDrops: 'Browse drops',
} as const;

export function qualifyingHolding(owned: readonly OwnedTokens[], ownedItems: number, excluded: readonly string[]): boolean {
  const skip = new Set(excluded.map((a) => a.toLowerCase()));
  const token = owned.some((c) => c.kind !== 'membership' && !skip.has(c.contractAddress.toLowerCase()) && c.tokens.length > 0);
  return token || ownedItems > 0;
}
