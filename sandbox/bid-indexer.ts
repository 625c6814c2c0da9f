import { createPublicClient, formatEther, getAbiItem, http } from 'viem';
import { foundry } from 'viem/chains';
import { englishAuctionAbi } from '../contracts/generated/EnglishAuction';
import type { Db } from './db/db';

const BID_PLACED = getAbiItem({ abi: englishAuctionAbi, name: 'BidPlaced' });

export type BidIndexer = {
  /** Runs `fn` (a reset of the chain and the database) with no indexing under way, then starts again from block 0. */
  restart<T>(fn: () => Promise<T>): Promise<T>;
  /** Indexes up to the latest block now (tests; the loop does it every `intervalMs`). */
  sync(): Promise<void>;
  stop(): void;
};

/**
 * The platform's bid history as the platform builds it: the auction contract's BidPlaced events,
 * read from the devnet into `auction_bids` (GET /auctions answers from there). It polls from the
 * block after the last one it read; each log is stored once (its transaction and position), so a
 * repeated range adds nothing. The devnet starts fresh with the sandbox while the database may
 * not, so indexed rows of that contract are dropped at the start and read again from block 0.
 */
export async function startBidIndexer({
  db,
  rpcUrl,
  auction,
  intervalMs = 400,
}: {
  db: Db;
  rpcUrl: string;
  auction: `0x${string}`;
  intervalMs?: number;
}): Promise<BidIndexer> {
  const client = createPublicClient({
    chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl, { retryCount: 0, timeout: 3000 }),
  });
  let next = 0n;
  let lock: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = lock.then(fn, fn);
    lock = run.catch(() => undefined);
    return run;
  };

  async function indexOnce(): Promise<void> {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    if (latest < next) return;
    const logs = await client.getLogs({ address: auction, event: BID_PLACED, fromBlock: next, toBlock: latest });
    const times = new Map<bigint, bigint>();
    for (const log of logs) {
      if (!times.has(log.blockNumber)) times.set(log.blockNumber, (await client.getBlock({ blockNumber: log.blockNumber })).timestamp);
      const a = log.args;
      await db.query(
        `INSERT INTO auction_bids (contract_address, token_id, salt, new_bidder, new_amount, old_bidder, old_amount, block_number, created, tx_hash, log_index)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9), $10, $11) ON CONFLICT DO NOTHING`,
        [
          auction,
          String(a.token),
          a.salt,
          a.bidder,
          formatEther(a.amount!),
          a.previousAmount ? a.previousBidder : null,
          a.previousAmount ? formatEther(a.previousAmount) : null,
          Number(log.blockNumber),
          Number(times.get(log.blockNumber)),
          log.transactionHash,
          log.logIndex,
        ],
      );
    }
    next = latest + 1n;
  }

  await db.query('DELETE FROM auction_bids WHERE lower(contract_address) = lower($1) AND tx_hash IS NOT NULL', [auction]);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (stopped) return;
    exclusive(indexOnce)
      // A paused or restarting devnet: the next round tries again from the same block.
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  loop();

  return {
    restart: (fn) =>
      exclusive(async () => {
        const result = await fn();
        next = 0n;
        return result;
      }),
    sync: () => exclusive(indexOnce),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
