import 'server-only';
import { readChain } from '@/lib/chain/server';
import { foundingReads } from './contract';

/** A failed read is 0 (drop-pages §8), logged. */
export async function readFoundingSupply(): Promise<bigint> {
  const { supply } = await readChain({ supply: foundingReads(undefined).supply });
  return supply;
}
