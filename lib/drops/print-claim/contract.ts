import { jokerPrintClaimAbi } from '@/contracts/generated/JokerPrintClaim';
import { chainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { PRINT_CLAIM } from './config';

const base = { address: PRINT_CLAIM.address, abi: jokerPrintClaimAbi } as const;

/** Whether the sale is on, how many are claimed, and whether this print is (collections §2). */
export const printClaimReads = (id: number) => ({
  salesActive: chainRead({ ...base, functionName: 'salesActive' }, false),
  supply: chainRead({ ...base, functionName: 'totalSupply' }, 0n),
  claimed: chainRead({ ...base, functionName: 'claimed', args: [BigInt(id)] }, false),
});

/** `claim(id)` at the list price with the spec's fixed gas limit (collections §7). */
export const printClaim = (contract: `0x${string}`, id: number) =>
  ({
    address: contract,
    abi: jokerPrintClaimAbi,
    functionName: 'claim',
    args: [BigInt(id)],
    value: PRINT_CLAIM.price,
    gas: PRINT_CLAIM.gasLimit,
  }) satisfies WriteRequest<typeof jokerPrintClaimAbi, 'claim'>;
