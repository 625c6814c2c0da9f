import 'server-only';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import { serverChainClient } from '@/lib/chain/server';
import { FLOATING_AUCTION } from './config';
import { FLOATING_AUCTION_CONTRACT } from './contract';
import { itemFromTuple } from './item';
import type { AuctionItem } from './rules';

/** A read that gives up after this long: the page is rendered per request and must not hang on a stopped node. */
const READ_TIMEOUT_MS = 3000;

export type AuctionSnapshot = {
  /** The item; null when the contract is not configured or does not have it; 'error' when the read failed ("Error, please refresh"). */
  item: AuctionItem | null | 'error';
  /** The block the item was read at: the page's live feed reads on from the next one. Null when unknown. */
  block: bigint | null;
};

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS))]);
}

/** The Floating auction as the chain has it now, for the server HTML (drop-pages §3, §4). */
export async function readFloatingAuction(): Promise<AuctionSnapshot> {
  const address = FLOATING_AUCTION_CONTRACT.address;
  if (!address) return { item: null, block: null };
  const client = serverChainClient();
  try {
    const block = await withTimeout(client.getBlockNumber({ cacheTime: 0 }));
    const tuple = await withTimeout(
      client.readContract({
        address,
        abi: englishAuctionAbi,
        functionName: 'auctionItems',
        args: [FLOATING_AUCTION.tokenId, FLOATING_AUCTION.salt],
        blockNumber: block,
      }),
    );
    const item = itemFromTuple(tuple);
    return { item: item.endAt > 0n ? item : null, block };
  } catch (err) {
    console.error('[chain] EnglishAuction.auctionItems failed', (err as Error).message);
    return { item: 'error', block: null };
  }
}
