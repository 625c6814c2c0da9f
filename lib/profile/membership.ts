import { configuredContract } from '@/lib/config/contract';
import { MembershipToken } from '@/contracts/deployments/MembershipToken';
import type { CompletionLevel } from '@/lib/accounts/completion';
import { MEMBERSHIP_MESSAGES } from './membership-messages';
import { eth } from '@/lib/format/wei';

/** collections §2, §4, §5, §9: `claim(2, 1)`, the profile sale, one token. */
export const MEMBERSHIP_TOKEN = {
  ...configuredContract('NEXT_PUBLIC_MEMBERSHIP_ADDRESS', process.env.NEXT_PUBLIC_MEMBERSHIP_ADDRESS, MembershipToken),
  price: eth('0.02'),
  saleId: 2n,
  amount: 1n,
  tokenId: 1n,
  cap: 2000n,
} as const;

export { MEMBERSHIP_MESSAGES } from './membership-messages';

/** collections §5's order */
export const MEMBERSHIP_PRECONDITIONS = {
  wallet: 'Please ensure metamask is enabled to mint',
  login: 'Please login to mint',
  profileWallet: 'Please navigate to your profile page to mint',
  network: 'Please connect to the ethereum mainnet to mint',
  minted: 'You have already minted a membership token',
  balance: 'Please ensure you have enough ETH (including gas) to mint',
} as const;
export type MembershipPrecondition = keyof typeof MEMBERSHIP_PRECONDITIONS;

/** collections §9: balance precision 4 decimals. */
function tenThousandths(wei: bigint): bigint {
  const unit = 10n ** 14n;
  return (wei + unit / 2n) / unit;
}

export function membershipPrecondition(i: {
  hasWallet: boolean;
  loggedIn: boolean;
  wallet: string | null;
  profileAddress: string | null;
  onConfiguredChain: boolean;
  minted: boolean;
  balance: bigint;
}): MembershipPrecondition | null {
  if (!i.hasWallet) return 'wallet';
  if (!i.loggedIn) return 'login';
  if (!i.wallet || !i.profileAddress || i.wallet.toLowerCase() !== i.profileAddress.toLowerCase()) return 'profileWallet';
  if (!i.onConfiguredChain) return 'network';
  if (i.minted) return 'minted';
  if (tenThousandths(i.balance) <= tenThousandths(MEMBERSHIP_TOKEN.price)) return 'balance';
  return null;
}

/** collections §2 */
export function membershipTitle(completion: CompletionLevel, minted: boolean): string {
  if (completion < 100) return MEMBERSHIP_MESSAGES.titleIncomplete;
  return minted ? MEMBERSHIP_MESSAGES.titleMinted : MEMBERSHIP_MESSAGES.titleEligible;
}

export type MembershipButton =
  | { kind: 'complete'; label: 'Complete Profile'; disabled: false }
  | { kind: 'minting'; label: 'Minting'; disabled: true }
  | { kind: 'minted'; label: 'Already Minted'; disabled: true }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'mint'; label: 'Mint Now'; disabled: false };

export function membershipButton(i: {
  completion: CompletionLevel;
  emailVerified: boolean;
  minted: boolean;
  supply: bigint;
  minting: boolean;
}): MembershipButton {
  if (i.completion < 100 || !i.emailVerified) return { kind: 'complete', label: 'Complete Profile', disabled: false };
  if (i.minting) return { kind: 'minting', label: 'Minting', disabled: true };
  if (i.minted) return { kind: 'minted', label: 'Already Minted', disabled: true };
  if (i.supply >= MEMBERSHIP_TOKEN.cap) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  return { kind: 'mint', label: 'Mint Now', disabled: false };
}

export type MembershipEligibility = 'LOADING' | 'INFO_MISSING' | 'MEMBERSHIP_GOT' | 'QUALIFY' | 'TOP_UP';

/** collections §4 */
export function membershipEligibility(i: {
  loading: boolean;
  profile: { firstName: string; lastName: string; username: string; emailVerified: boolean } | null;
  holdsMembership: boolean;
  holdsQualifying: boolean;
}): MembershipEligibility {
  if (i.loading) return 'LOADING';
  const p = i.profile;
  if (!p || !p.firstName.trim() || !p.lastName.trim() || !p.username.trim() || !p.emailVerified) return 'INFO_MISSING';
  if (i.holdsMembership) return 'MEMBERSHIP_GOT';
  return i.holdsQualifying ? 'QUALIFY' : 'TOP_UP';
}
