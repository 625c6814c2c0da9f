import { configuredContract } from '@/lib/config/contract';
import { ArtistToken } from '@/contracts/deployments/ArtistToken';
import { MemberToken } from '@/contracts/deployments/MemberToken';

// drop-pages §3, §5

export const MEMBER_TOKEN = {
  ...configuredContract('NEXT_PUBLIC_MEMBER_TOKEN_ADDRESS', process.env.NEXT_PUBLIC_MEMBER_TOKEN_ADDRESS, MemberToken),
} as const;

export const ARTIST_TOKEN = {
  ...configuredContract('NEXT_PUBLIC_ARTIST_TOKEN_ADDRESS', process.env.NEXT_PUBLIC_ARTIST_TOKEN_ADDRESS, ArtistToken),
  // Not in the spec: the artist-token id of lushsux, the seeded demo artist.
  lushsuxId: 1n,
} as const;

// drop-pages §3
export function memberTier(tokenNumber: number): 1 | 2 | 3 | 4 {
  if (tokenNumber < 60) return 1;
  if (tokenNumber < 90) return 2;
  if (tokenNumber < 102) return 3;
  return 4;
}

/** The lowest token number gives the best tier. */
export function holderTier(tokenNumbers: readonly bigint[]): 1 | 2 | 3 | 4 | null {
  if (tokenNumbers.length === 0) return null;
  const lowest = tokenNumbers.reduce((a, b) => (b < a ? b : a));
  return memberTier(Number(lowest));
}
