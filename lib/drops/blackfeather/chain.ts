import 'server-only';
import { readChain } from '@/lib/chain/server';
import type { BlackFeatherFigures } from './config';
import { blackFeatherReads } from './contract';

/** A failed read gives the spec's defaults (0, config price, false). */
export function readBlackFeather(): Promise<BlackFeatherFigures> {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  return readChain({ supply, price, salesActive });
}
