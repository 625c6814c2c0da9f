import { zeroAddress } from 'viem';
import { vhilsBurnAbi } from '@/contracts/generated/VhilsBurn';
import { vhilsSourceAbi } from '@/contracts/generated/VhilsSource';
import { chainRead } from '@/lib/chain/read';
import type { AnyWrite } from '@/lib/wallet/write';
import { BURN } from './config';

const burn = { address: BURN.burn.address, abi: vhilsBurnAbi } as const;
const source = { address: BURN.source.address, abi: vhilsSourceAbi } as const;

/** Token 4's supply (null when unknown: Sold Out), the sale, and the wallet's source tokens (drop-pages §4). */
export const burnReads = (wallet: `0x${string}` | undefined) => ({
  supply: chainRead({ ...burn, functionName: 'getToken4Supply' }, null as bigint | null),
  salesActive: chainRead({ ...burn, functionName: 'salesActive' }, false),
  balance: chainRead(
    { ...source, address: BURN.source.address && wallet ? BURN.source.address : null, functionName: 'balanceOf', args: [wallet ?? zeroAddress] },
    0n,
  ),
});

/** The wallet's first `count` source token ids, by index. */
export const ownedTokenReads = (wallet: `0x${string}`, count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `id${i}`,
      chainRead({ ...source, functionName: 'tokenOfOwnerByIndex', args: [wallet, BigInt(i)] }, null as bigint | null),
    ]),
  );

/** Each token's source and whether the burn contract is approved for it: read from the chain, so a reload mid-flow shows the truth. */
export const tokenDetailReads = (ids: readonly bigint[]) =>
  Object.fromEntries(
    ids.flatMap((id) => [
      [`source${id}`, chainRead({ ...source, functionName: 'sourceOf', args: [id] }, null as bigint | null)],
      [`approved${id}`, chainRead({ ...source, functionName: 'getApproved', args: [id] }, '')],
    ]),
  );

export const approveForBurn = (id: bigint): AnyWrite => ({
  address: BURN.source.address!,
  abi: vhilsSourceAbi,
  functionName: 'approve',
  args: [BURN.burn.address!, id],
});

export const burnForToken4 = (picked: readonly bigint[]): AnyWrite => ({
  address: BURN.burn.address!,
  abi: vhilsBurnAbi,
  functionName: 'mintToken4',
  args: [[picked[0], picked[1], picked[2]]],
});
