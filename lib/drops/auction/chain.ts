import 'server-only';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import { multicall3Abi } from '@/contracts/generated/Multicall3';
import { chainRead, readChain, serverChainClient } from '@/lib/chain/server';
import { itemFromTuple } from './item';
import type { AuctionItem } from './rules';

export type AuctionSnapshot = {
  /** 'error' when the read failed ("Error, please refresh"). */
  item: AuctionItem | null | 'error';
  /** The live feed reads on from the next block. */
  block: bigint | null;
};

/** One Multicall3 call, so the block is the one the item was read at; a stale cached snapshot only replays bids, which `itemAfterBid` absorbs. */
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
