import { configuredContract } from '@/lib/config/contract';
import { ArtistToken } from '@/contracts/deployments/ArtistToken';
import { MemberToken } from '@/contracts/deployments/MemberToken';

/**
 * The tokens several drops gate on (drop-pages §3, §5): the members' ERC721 (tiers by token number,
 * VR-002 editions need 1, 5 or 10) and the artists' ERC1155 (a token id per artist; the Floating
 * auction needs artist token + member token balance above 0). The sandbox deploys both.
 */

export const MEMBER_TOKEN = {
  ...configuredContract('NEXT_PUBLIC_MEMBER_TOKEN_ADDRESS', process.env.NEXT_PUBLIC_MEMBER_TOKEN_ADDRESS, MemberToken),
} as const;

export const ARTIST_TOKEN = {
  ...configuredContract('NEXT_PUBLIC_ARTIST_TOKEN_ADDRESS', process.env.NEXT_PUBLIC_ARTIST_TOKEN_ADDRESS, ArtistToken),
  /** The artist token id of the seeded demo artist (lushsux). */
  lushsuxId: 1n,
} as const;

/** The member tier of a token number (drop-pages §3): below 60 → 1, below 90 → 2, below 102 → 3, else 4. */
export function memberTier(tokenNumber: number): 1 | 2 | 3 | 4 {
  if (tokenNumber < 60) return 1;
  if (tokenNumber < 90) return 2;
  if (tokenNumber < 102) return 3;
  return 4;
}

/** A holder's tier: the best of its tokens' (the lowest token number); null without a token. */
export function holderTier(tokenNumbers: readonly bigint[]): 1 | 2 | 3 | 4 | null {
  if (tokenNumbers.length === 0) return null;
  const lowest = tokenNumbers.reduce((a, b) => (b < a ? b : a));
  return memberTier(Number(lowest));
}
