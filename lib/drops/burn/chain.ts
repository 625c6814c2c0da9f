import 'server-only';
import { vhilsBurnAbi } from '@/contracts/generated/VhilsBurn';
import { chainRead, readChain } from '@/lib/chain/server';
import { BURN } from './config';

/** null when unknown: Sold Out (drop-pages §4). */
export function readBurn(): Promise<{ supply: bigint | null; salesActive: boolean }> {
  const c = { address: BURN.burn.address, abi: vhilsBurnAbi } as const;
  return readChain({
    supply: chainRead({ ...c, functionName: 'getToken4Supply' }, null),
    salesActive: chainRead({ ...c, functionName: 'salesActive' }, false),
  });
}
