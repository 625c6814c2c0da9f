import 'server-only';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import { multicall3Abi } from '@/contracts/generated/Multicall3';
import { chainRead, readChain, serverChainClient } from '@/lib/chain/server';
import { itemFromTuple } from './item';
import type { AuctionItem } from './rules';

export type AuctionSnapshot = {
  /** The item; null when the contract is not configured or does not have it; 'error' when the read failed ("Error, please refresh"). */
  item: AuctionItem | null | 'error';
  /** The block the item was read at: the page's live feed reads on from the next one. Null when unknown. */
  block: bigint | null;
};

/**
 * A live auction's item as the chain has it now, for the server HTML (drop-pages §3, §4). The item
 * and the block number come from one Multicall3 call, so the block is the one the item was read at;
 * a snapshot a few seconds old (the shared cache) only makes the feed replay bids the item already
 * has, which `itemAfterBid` and the table's keys absorb.
 */
export async function readLiveAuction(auction: { address: `0x${string}` | null; tokenId: bigint; salt: string }): Promise<AuctionSnapshot> {
  const { address, tokenId, salt } = auction;
  if (!address) return { item: null, block: null };
  const multicall = serverChainClient().chain?.contracts?.multicall3?.address ?? null;
  const { block, tuple } = await readChain({
    block: chainRead({ address: multicall, abi: multicall3Abi, functionName: 'getBlockNumber' }, null),
    tuple: chainRead({ address, abi: englishAuctionAbi, functionName: 'auctionItems', args: [tokenId, salt] }, null),
  });
  if (!tuple) return { item: 'error', block: null };
  const item = itemFromTuple(tuple);
  return { item: item.endAt > 0n ? item : null, block };
}
