import { zeroAddress } from 'viem';
import { eveEditionsAbi } from '@/contracts/generated/EveEditions';
import { chainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { EVE_MINT, type EveContract } from './config';

type TokenRef = { contract: EveContract; tokenId: bigint };
type TokenTuple = readonly [boolean, boolean, bigint, bigint, bigint, bigint, bigint, bigint, string];

/** The token's state (drop-pages §3) and whether the wallet claimed it; a failed read gives null and false. */
export const eveReads = ({ contract, tokenId }: TokenRef, wallet: `0x${string}` | undefined) => {
  const base = { address: EVE_MINT[contract].address, abi: eveEditionsAbi } as const;
  return {
    token: chainRead({ ...base, functionName: 'tokens', args: [tokenId] }, null as TokenTuple | null),
    claimed: chainRead({ ...base, functionName: 'claimed', args: [tokenId, wallet ?? zeroAddress] }, false),
  };
};

export const eveMint = (contract: `0x${string}`, tokenId: bigint, price: bigint) =>
  ({ address: contract, abi: eveEditionsAbi, functionName: 'mint', args: [tokenId, 1n], value: price }) satisfies WriteRequest<typeof eveEditionsAbi, 'mint'>;
