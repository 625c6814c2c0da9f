import 'server-only';
import { zeroAddress } from 'viem';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { blockNumberRead, readChain, serverChainClient } from '@/lib/chain/server';
import { BLACK_FEATHER, type BlackFeatherFigures } from './config';
import { blackFeatherReads } from './contract';
import { toLive, type LiveBlackFeather } from './live';

/** A failed read gives the spec's defaults (0, config price, false). */
export function readBlackFeather(): Promise<BlackFeatherFigures> {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  return readChain({ supply, price, salesActive });
}

/**
 * The live stream's reader, for the server's one watch: the figures, and the addresses whose
 * tokens moved since its last read (TransferSingle and TransferBatch logs by block range). The
 * chain going back starts it again.
 */
const TOUCHED_RANGE_BLOCKS = 10_000n;

export function blackFeatherLiveReader(): () => Promise<LiveBlackFeather> {
  let last: bigint | null = null;
  let runs = 0;
  return async () => {
    // A run the watch gave up on (timed out) may still end: only the latest run keeps its place.
    const run = ++runs;
    const { supply, price, salesActive } = blackFeatherReads(undefined);
    const read = await readChain(
      {
        block: blockNumberRead(),
        supply: { ...supply, fallback: null },
        price: { ...price, fallback: null },
        salesActive: { ...salesActive, fallback: null },
      },
      { ttlMs: 0 },
    );
    const { block } = read;
    // Null fallbacks: a failed read is offline, not the spec's defaults pushed as news.
    if (block === null || read.supply === null || read.price === null || read.salesActive === null || !BLACK_FEATHER.address)
      throw new Error('Black Feather read failed');
    let touched: string[] = [];
    // Unread for a long while (no page open), the range would be refused: the moves since are not named.
    if (last !== null && block > last && block - last <= TOUCHED_RANGE_BLOCKS) {
      const logs = await serverChainClient().getContractEvents({
        address: BLACK_FEATHER.address,
        abi: blackFeatherAbi,
        fromBlock: last + 1n,
        toBlock: block,
        strict: true,
      });
      touched = logs
        .flatMap((log) => (log.eventName === 'TransferSingle' || log.eventName === 'TransferBatch' ? [log.args.from, log.args.to] : []))
        .filter((a) => a !== zeroAddress);
    }
    if (run !== runs) throw new Error('a later read took over');
    last = block;
    return toLive({ supply: read.supply, price: read.price, salesActive: read.salesActive }, touched);
  };
}
