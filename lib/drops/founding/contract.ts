import { zeroAddress } from 'viem';
import { artistTokenAbi } from '@/contracts/generated/ArtistToken';
import { foundingMemberTokenAbi } from '@/contracts/generated/FoundingMemberToken';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { chainRead } from '@/lib/chain/read';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import type { WriteRequest } from '@/lib/wallet/write';
import { FOUNDING_TOKEN } from './config';

/** The claimed count, and whether the wallet holds a previous drop (drop-pages §5); a failed read is 0. */
export const foundingReads = (wallet: `0x${string}` | undefined) => ({
  supply: chainRead({ address: FOUNDING_TOKEN.address, abi: foundingMemberTokenAbi, functionName: 'totalSupply' }, 0n),
  members: chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [wallet ?? zeroAddress] }, 0n),
  artist: chainRead(
    { address: ARTIST_TOKEN.address, abi: artistTokenAbi, functionName: 'balanceOf', args: [wallet ?? zeroAddress, ARTIST_TOKEN.lushsuxId] },
    0n,
  ),
});

export const foundingClaim = (contract: `0x${string}`) =>
  ({
    address: contract,
    abi: foundingMemberTokenAbi,
    functionName: 'claim',
    args: [FOUNDING_TOKEN.tokenId, 1n],
    value: FOUNDING_TOKEN.price,
  }) satisfies WriteRequest<typeof foundingMemberTokenAbi, 'claim'>;
