import 'server-only';
import { readChain } from '@/lib/chain/server';
import { tokenLiveReader } from '@/lib/live/token-reader';
import { toLiveFigures } from '@/lib/live/wire';
import { BLACK_FEATHER, type BlackFeatherFigures } from './config';
import { blackFeatherReads } from './contract';

/** A failed read gives the spec's defaults (0, config price, false). */
export function readBlackFeather(): Promise<BlackFeatherFigures> {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  return readChain({ supply, price, salesActive });
}

/** The live stream's reader, for the server's one watch: the figures, and the wallets whose tokens moved. */
export function blackFeatherLiveReader() {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  return tokenLiveReader(BLACK_FEATHER.address, { supply, price, salesActive }, toLiveFigures);
}
