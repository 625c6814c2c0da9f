import 'server-only';
import { readChain } from '@/lib/chain/server';
import { burnReads } from './contract';

/** null when unknown: Sold Out (drop-pages §4). */
export function readBurn(): Promise<{ supply: bigint | null; salesActive: boolean }> {
  const { supply, salesActive } = burnReads(undefined);
  return readChain({ supply, salesActive });
}
