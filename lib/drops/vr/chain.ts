import 'server-only';
import { readChain } from '@/lib/chain/server';
import type { VrDropKey } from './config';
import { vrSupplyReads } from './contract';

/** Each item's minted count by `supply<id>`, the panel's own names; a failed read is 0 (drop-pages §8), logged. */
export function readVrSupplies(key: VrDropKey): Promise<Record<string, bigint>> {
  return readChain(vrSupplyReads(key));
}
