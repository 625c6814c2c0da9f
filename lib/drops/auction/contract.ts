import { zeroAddress } from 'viem';
import { artistTokenAbi } from '@/contracts/generated/ArtistToken';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { chainRead } from '@/lib/chain/read';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import type { WriteRequest } from '@/lib/wallet/write';
import type { AuctionRef } from './ref';

/** What makes the wallet eligible to bid (drop-pages §4): its artist and member tokens; a failed read counts as none. */
export const bidderReads = (artistTokenId: bigint, wallet: `0x${string}` | undefined) => ({
  artist: chainRead({ address: ARTIST_TOKEN.address, abi: artistTokenAbi, functionName: 'balanceOf', args: [wallet ?? zeroAddress, artistTokenId] }, 0n),
  member: chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [wallet ?? zeroAddress] }, 0n),
});

export const placeBid = (contract: `0x${string}`, auction: Pick<AuctionRef, 'tokenId' | 'salt'>, bid: bigint) =>
  ({ address: contract, abi: englishAuctionAbi, functionName: 'bid', args: [auction.tokenId, auction.salt], value: bid }) satisfies WriteRequest<
    typeof englishAuctionAbi,
    'bid'
  >;
