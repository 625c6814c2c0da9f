import 'server-only';
import { synthiaKeysAbi } from '@/contracts/generated/SynthiaKeys';
import { chainRead, readChain } from '@/lib/chain/server';
import { SYNTHIA_KEYS } from './contract';
import type { SaleTimes } from './phases';

/** null where a read fails. */
export async function readSynthia(): Promise<{ times: SaleTimes | null; minted: bigint | null; supply: bigint | null }> {
  const c = { address: SYNTHIA_KEYS.address, abi: synthiaKeysAbi } as const;
  const { w, p, fs, fe, minted, supply } = await readChain({
    w: chainRead({ ...c, functionName: 'getWhitelistSalesStartDate' }, null),
    p: chainRead({ ...c, functionName: 'getPublicSalesStartDate' }, null),
    fs: chainRead({ ...c, functionName: 'getFoundersSalesStartDate' }, null),
    fe: chainRead({ ...c, functionName: 'getFoundersSalesEndDate' }, null),
    minted: chainRead({ ...c, functionName: 'totalSupply' }, null),
    supply: chainRead({ ...c, functionName: 'getTotalSupply' }, null),
  });
  const times =
    w !== null && p !== null && fs !== null && fe !== null
      ? { whitelistStart: Number(w), publicStart: Number(p), foundersStart: Number(fs), foundersEnd: Number(fe) }
      : null;
  return { times, minted, supply };
}
