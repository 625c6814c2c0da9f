import 'server-only';
import { readChain } from '@/lib/chain/server';
import { tokenLiveReader } from '@/lib/live/token-reader';
import { BLACK_FEATHER, type BlackFeatherFigures } from './config';
import { blackFeatherReads } from './contract';
import { toLive, type LiveBlackFeather } from './live';

/** A failed read gives the spec's defaults (0, config price, false). */
export function readBlackFeather(): Promise<BlackFeatherFigures> {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  return readChain({ supply, price, salesActive });
}

/** The live stream's reader, for the server's one watch: the figures, and the wallets whose tokens moved. */
export function blackFeatherLiveReader(): () => Promise<LiveBlackFeather> {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  return tokenLiveReader(BLACK_FEATHER.address, { supply, price, salesActive }, toLive);
}
