import { zeroAddress } from 'viem';
import { membershipTokenAbi } from '@/contracts/generated/MembershipToken';
import { chainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { MEMBERSHIP_TOKEN } from './membership';

const c = { address: MEMBERSHIP_TOKEN.address, abi: membershipTokenAbi } as const;

/** The profile wallet's mints ("already minted" counts them) and the total; an invalid wallet reads none. */
export function membershipReads(wallet: string | null) {
  const owner = wallet && /^0x[0-9a-fA-F]{40}$/.test(wallet) ? (wallet as `0x${string}`) : null;
  return {
    minted: chainRead({ ...c, address: owner && c.address, functionName: 'minted', args: [owner ?? zeroAddress] }, 0n),
    supply: chainRead({ ...c, functionName: 'totalMinted' }, 0n),
  };
}

/** `claim(2, 1)` at the profile sale's price (collections §4). */
export const membershipClaim = (contract: `0x${string}`) =>
  ({
    address: contract,
    abi: membershipTokenAbi,
    functionName: 'claim',
    args: [MEMBERSHIP_TOKEN.saleId, MEMBERSHIP_TOKEN.amount],
    value: MEMBERSHIP_TOKEN.price,
  }) satisfies WriteRequest<typeof membershipTokenAbi, 'claim'>;
