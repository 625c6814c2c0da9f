import 'server-only';
import { parseAbi, zeroAddress } from 'viem';
import { blockNumberRead, readChain, serverChainClient, type ChainReads, type ChainValues } from '@/lib/chain/server';

/** Further back than this a log range may be refused: a topic unread for long names no moves. */
const MOVES_RANGE_BLOCKS = 10_000n;

const MOVES = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

type Read<R extends ChainReads> = { [K in keyof R]: NonNullable<ChainValues<R>[K]> };

/**
 * A live topic's reader for an ERC-721 or ERC-1155 contract, for the server's one watch: `reads` (its public
 * figures) at one block, and the addresses whose tokens moved since its last read, from the
 * transfer logs. A failed read throws (the watch marks the topic offline, not the spec's defaults
 * pushed as news); the chain going back starts the moves again.
 */
export function tokenLiveReader<R extends ChainReads, L>(
  address: `0x${string}` | null,
  reads: R,
  toLive: (values: Read<R>, touched: string[]) => L,
): () => Promise<L> {
  const nullable = Object.fromEntries(Object.entries(reads).map(([name, read]) => [name, { ...read, fallback: null }]));
  let last: bigint | null = null;
  let runs = 0;
  return async () => {
    // A run the watch gave up on (timed out) may still end: only the latest run keeps its place.
    const run = ++runs;
    const { block, ...values } = await readChain({ block: blockNumberRead(), ...nullable }, { ttlMs: 0 });
    if (!address || block === null || Object.values(values).some((v) => v === null)) throw new Error(`live read of ${address} failed`);
    let touched: string[] = [];
    if (last !== null && block > last && block - last <= MOVES_RANGE_BLOCKS) {
      const logs = await serverChainClient().getContractEvents({ address, abi: MOVES, fromBlock: last + 1n, toBlock: block, strict: true });
      touched = logs.flatMap((log) => [log.args.from, log.args.to]).filter((a) => a !== zeroAddress);
    }
    if (run !== runs) throw new Error('a later read took over');
    last = block;
    return toLive(values as Read<R>, touched);
  };
}
