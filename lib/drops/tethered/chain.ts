import 'server-only';
import { bullsPowerTetheredAbi } from '@/contracts/generated/BullsPowerTethered';
import { serverChainClient } from '@/lib/chain/server';
import { TETHERED, type TetheredFigures } from './config';

/** Claimed supply and price for the server HTML; a failed read gives the spec's defaults (0, 0.05 ETH). */
export async function readTethered(): Promise<TetheredFigures> {
  const address = TETHERED.address;
  if (!address) return { supply: 0n, price: TETHERED.price };
  const client = serverChainClient();
  const read = async (functionName: 'totalSupply' | 'price', fallback: bigint): Promise<bigint> => {
    try {
      return await client.readContract({ address, abi: bullsPowerTetheredAbi, functionName });
    } catch (err) {
      console.error(`[chain] BullsPowerTethered.${functionName} failed`, (err as Error).message);
      return fallback;
    }
  };
  const [supply, price] = await Promise.all([read('totalSupply', 0n), read('price', TETHERED.price)]);
  return { supply, price };
}
