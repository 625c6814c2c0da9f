import 'server-only';
import { synthiaKeysAbi } from '@/contracts/generated/SynthiaKeys';
import { serverChainClient } from '@/lib/chain/server';
import { SYNTHIA_KEYS } from './contract';
import type { SaleTimes } from './rules';

/** The keys' public figures for the server HTML: the sale times, the keys minted and the supply; null where a read fails. */
export async function readSynthia(): Promise<{ times: SaleTimes | null; minted: bigint | null; supply: bigint | null }> {
  const address = SYNTHIA_KEYS.address;
  if (!address) return { times: null, minted: null, supply: null };
  const client = serverChainClient();
  const read = <T>(run: () => Promise<T>, what: string) =>
    run().catch((err: Error) => (console.error(`[chain] SynthiaKeys.${what} failed`, err.message), null));
  const c = { address, abi: synthiaKeysAbi } as const;
  const [w, p, fs, fe, minted, supply] = await Promise.all([
    read(() => client.readContract({ ...c, functionName: 'getWhitelistSalesStartDate' }), 'getWhitelistSalesStartDate'),
    read(() => client.readContract({ ...c, functionName: 'getPublicSalesStartDate' }), 'getPublicSalesStartDate'),
    read(() => client.readContract({ ...c, functionName: 'getFoundersSalesStartDate' }), 'getFoundersSalesStartDate'),
    read(() => client.readContract({ ...c, functionName: 'getFoundersSalesEndDate' }), 'getFoundersSalesEndDate'),
    read(() => client.readContract({ ...c, functionName: 'totalSupply' }), 'totalSupply'),
    read(() => client.readContract({ ...c, functionName: 'getTotalSupply' }), 'getTotalSupply'),
  ]);
  const times =
    w !== null && p !== null && fs !== null && fe !== null
      ? { whitelistStart: Number(w), publicStart: Number(p), foundersStart: Number(fs), foundersEnd: Number(fe) }
      : null;
  return { times, minted, supply };
}
