import { zeroAddress } from 'viem';
import { desiccationEditionsAbi } from '@/contracts/generated/DesiccationEditions';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { chainRead } from '@/lib/chain/read';
import { MEMBER_TOKEN } from '@/lib/drops/membership/config';
import type { WriteRequest } from '@/lib/wallet/write';
import { DESICCATION } from './config';

const edition = { address: DESICCATION.address, abi: desiccationEditionsAbi } as const;

/** An edition's supply and price, and what the wallet holds of it and of the member token (drop-pages §4); a failed read gives the defaults. */
export const editionReads = (tokenId: bigint, wallet: `0x${string}` | undefined) => ({
  supply: chainRead({ ...edition, functionName: 'totalSupply', args: [tokenId] }, 0n),
  editions: chainRead({ ...edition, functionName: 'editions', args: [tokenId] }, null as readonly [bigint, bigint, bigint] | null),
  balance: chainRead({ ...edition, functionName: 'balanceOf', args: [wallet ?? zeroAddress, tokenId] }, 0n),
  memberTokens: chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [wallet ?? zeroAddress] }, 0n),
});

export const editionMint = (contract: `0x${string}`, tokenId: bigint, price: bigint) =>
  ({ address: contract, abi: desiccationEditionsAbi, functionName: 'mint', args: [tokenId], value: price }) satisfies WriteRequest<
    typeof desiccationEditionsAbi,
    'mint'
  >;
