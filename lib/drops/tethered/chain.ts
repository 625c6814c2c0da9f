import 'server-only';
import { readChain } from '@/lib/chain/server';
import { tokenLiveReader } from '@/lib/live/token-reader';
import { toLiveFigures } from '@/lib/live/wire';
import { TETHERED, type TetheredFigures } from './config';
import { tetheredReads } from './contract';

/** A failed read gives the spec's defaults (0, 0.05 ETH). */
export function readTethered(): Promise<TetheredFigures> {
  const { supply, price } = tetheredReads(null);
  return readChain({ supply, price });
}

/** The live stream's reader, for the server's one watch: the claimed count and price, and the wallets whose editions moved. */
export function tetheredLiveReader() {
  const { supply, price } = tetheredReads(null);
  return tokenLiveReader(TETHERED.address, { supply, price }, toLiveFigures);
}
