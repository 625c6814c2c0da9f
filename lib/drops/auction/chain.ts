import 'server-only';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import { blockNumberRead, chainRead, readChain, serverChainClient } from '@/lib/chain/server';
import { itemFromTuple } from './item';
import type { BidEvent } from './bids';
import { LIVE_BIDS_KEPT, toLiveAuction, type LiveAuction } from './live';
import type { AuctionItem } from './rules';

type AuctionTarget = { address: `0x${string}`; tokenId: bigint; salt: string };

export type AuctionSnapshot = {
  /** 'error' when the read failed ("Error, please refresh"). */
  item: AuctionItem | null | 'error';
  /** The live feed reads on from the next block. */
  block: bigint | null;
};

/** One Multicall3 call, so the block is the one the item was read at. */
export async function readLiveAuction(auction: { address: `0x${string}` | null; tokenId: bigint; salt: string }): Promise<AuctionSnapshot> {
  const { address } = auction;
  if (!address) return { item: null, block: null };
  const { item, block } = await readAuctionItem({ ...auction, address });
  if (!item) return { item: 'error', block: null };
  return { item: item.endAt > 0n ? item : null, block };
}

/** The item as the contract answers (all zeros for one it does not know) and the block it was read at; null item when the read failed. */
async function readAuctionItem({ address, tokenId, salt }: AuctionTarget, ttlMs?: number): Promise<{ item: AuctionItem | null; block: bigint | null }> {
  const { block, tuple } = await readChain(
    {
      block: blockNumberRead(),
      tuple: chainRead({ address, abi: englishAuctionAbi, functionName: 'auctionItems', args: [tokenId, salt] }, null),
    },
    { ttlMs },
  );
  return { item: tuple && itemFromTuple(tuple), block };
}

/** How far back a watch that starts reads bids: a day and more of mainnet blocks, within common getLogs range limits. */
const LOOKBACK_BLOCKS = 10_000n;

/**
 * The live stream's reader of one auction, for the server's one watch: the item and its latest
 * bids, read by block range from where it left off, so no bid is skipped or read twice. A chain
 * that goes back (a reorg, a reverted devnet) is read again from the lookback.
 */
export function auctionLiveReader(auction: AuctionTarget): () => Promise<LiveAuction> {
  let last: bigint | null = null;
  let bids: BidEvent[] = [];
  let runs = 0;
  return async () => {
    // A run the watch gave up on (timed out) may still end: only the latest run keeps its place.
    const run = ++runs;
    const { item, block } = await readAuctionItem(auction, 0);
    if (!item || block === null) throw new Error('auction read failed');
    // First read, a chain gone back, or a reader unread for longer than the lookback: from the lookback.
    if (last === null || block < last || block - last > LOOKBACK_BLOCKS) {
      bids = [];
      last = block > LOOKBACK_BLOCKS ? block - LOOKBACK_BLOCKS - 1n : -1n;
    }
    if (block > last) {
      const logs = await serverChainClient().getContractEvents({
        address: auction.address,
        abi: englishAuctionAbi,
        eventName: 'BidPlaced',
        args: { token: auction.tokenId },
        fromBlock: last + 1n,
        toBlock: block,
        strict: true,
      });
      const heard = logs.flatMap(({ args: a, blockNumber }): BidEvent[] =>
        a.salt === auction.salt && blockNumber !== null
          ? [{ bidder: a.bidder, amount: a.amount, previousBidder: a.previousBidder, previousAmount: a.previousAmount, endAt: a.endAt, blockNumber }]
          : [],
      );
      if (run !== runs) throw new Error('a later read took over');
      bids = [...bids, ...heard].slice(-LIVE_BIDS_KEPT);
      last = block;
    }
    return toLiveAuction(item, bids);
  };
}
