import { zeroAddress } from 'viem';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { chainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { BLACK_FEATHER } from './config';

const base = { address: BLACK_FEATHER.address, abi: blackFeatherAbi } as const;

/** The figures a preview shows, and the wallet's balance (drop-pages §4); a failed read gives the spec's defaults. */
export const blackFeatherReads = (wallet: `0x${string}` | undefined) => ({
  supply: chainRead({ ...base, functionName: 'totalSupply' }, 0n),
  price: chainRead({ ...base, functionName: 'price' }, BLACK_FEATHER.price),
  salesActive: chainRead({ ...base, functionName: 'salesActive' }, false),
  balance: chainRead({ ...base, functionName: 'balanceOf', args: [wallet ?? zeroAddress, BLACK_FEATHER.tokenId] }, 0n),
});

export const blackFeatherMint = (contract: `0x${string}`, price: bigint) =>
  ({ address: contract, abi: blackFeatherAbi, functionName: 'mint', value: price }) satisfies WriteRequest<typeof blackFeatherAbi, 'mint'>;
