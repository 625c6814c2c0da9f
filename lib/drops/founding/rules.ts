import { soldOut } from '@/lib/drops/sold-out';
import { connectToChainAlert } from '@/lib/wallet/chain-alert';
import type { ChainName } from '@/lib/config/public-schema';
import { FOUNDING_MESSAGES } from './messages';

export type FoundingProfile = { firstName: string | null; lastName: string | null; username: string | null; emailVerified: boolean };

export type FoundingPrecondition = 'profile' | 'token' | 'network';

// drop-pages §5
export function holdsPreviousDrop(balances: { memberTokens: bigint; artistTokens: bigint }): boolean {
  return balances.memberTokens + balances.artistTokens > 0n;
}

/** drop-pages §5's order; the first that fails is named; null when all hold. */
export function foundingPrecondition(p: {
  profile: FoundingProfile | null;
  holdsPreviousDrop: boolean;
  onConfiguredChain: boolean;
}): FoundingPrecondition | null {
  const { profile } = p;
  if (!profile || !profile.firstName?.trim() || !profile.lastName?.trim() || !profile.username?.trim() || !profile.emailVerified) return 'profile';
  if (!p.holdsPreviousDrop) return 'token';
  if (!p.onConfiguredChain) return 'network';
  return null;
}

// drop-pages §5
export function foundingPreconditionText(failed: FoundingPrecondition, chain: { name: ChainName; label: string }): string {
  if (failed === 'profile') return FOUNDING_MESSAGES.completeProfile;
  if (failed === 'token') return FOUNDING_MESSAGES.needToken;
  return connectToChainAlert(chain);
}

export type FoundingButton =
  | { kind: 'connect'; label: 'Please Connect'; disabled: false }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'ended'; label: 'Sale Ended'; disabled: true }
  | { kind: 'claiming'; label: 'Claiming...'; disabled: true }
  | { kind: 'claim'; label: 'Claim'; disabled: boolean };

/** Sold out or sale over for everyone; Claim only when every precondition holds. */
export function foundingButton(i: {
  connected: boolean;
  loading: boolean;
  supply: bigint;
  edition: bigint;
  saleEnds: Date;
  now: Date;
  claiming: boolean;
  precondition: FoundingPrecondition | null;
}): FoundingButton {
  if (soldOut(i.supply, i.edition)) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (i.now >= i.saleEnds) return { kind: 'ended', label: 'Sale Ended', disabled: true };
  if (!i.connected) return { kind: 'connect', label: 'Please Connect', disabled: false };
  if (i.loading) return { kind: 'loading', label: 'Loading', disabled: true };
  if (i.claiming) return { kind: 'claiming', label: 'Claiming...', disabled: true };
  return { kind: 'claim', label: 'Claim', disabled: i.precondition !== null };
}
