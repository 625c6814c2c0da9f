import { bullsPowerTetheredAbi } from '@/contracts/generated/BullsPowerTethered';
import { chainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { TETHERED, type TetheredClaim } from './config';

const base = { address: TETHERED.address, abi: bullsPowerTetheredAbi } as const;

/** The claimed count and price, and whether the wallet's whitelist entry is claimed; a failed read gives the spec's defaults. */
export const tetheredReads = (claim: TetheredClaim | null) => ({
  supply: chainRead({ ...base, functionName: 'totalSupply' }, 0n),
  price: chainRead({ ...base, functionName: 'price' }, TETHERED.price),
  claimed: chainRead({ ...base, functionName: 'claimed', args: [BigInt(claim?.index ?? 0)] }, false),
});

export const tetheredClaim = (contract: `0x${string}`, claim: TetheredClaim, price: bigint) =>
  ({
    address: contract,
    abi: bullsPowerTetheredAbi,
    functionName: 'claim',
    args: [BigInt(claim.index), BigInt(claim.allocated), claim.hash],
    value: price * BigInt(claim.allocated),
  }) satisfies WriteRequest<typeof bullsPowerTetheredAbi, 'claim'>;
