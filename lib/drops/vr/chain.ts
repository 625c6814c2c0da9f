import 'server-only';
import { readChain } from '@/lib/chain/server';
import type { VrDropKey } from './config';
import { vrSupplyReads } from './contract';

/** A failed read is 0 (drop-pages §8), logged. */
export async function readVrSupplies(key: VrDropKey): Promise<Record<string, bigint>> {
  const read = await readChain(vrSupplyReads(key));
  return Object.fromEntries(Object.entries(read).map(([name, supply]) => [name.replace('supply', ''), supply]));
}
