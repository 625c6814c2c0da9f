import 'server-only';
import { readChain } from '@/lib/chain/server';
import type { TetheredFigures } from './config';
import { tetheredReads } from './contract';

/** A failed read gives the spec's defaults (0, 0.05 ETH). */
export function readTethered(): Promise<TetheredFigures> {
  const { supply, price } = tetheredReads(null);
  return readChain({ supply, price });
}
