import { createPublicClient, getAbiItem, http, webSocket } from 'viem';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import type { BidEvent } from './bids';
import type { FeedSource } from './feed';
import { itemFromTuple } from './item';

const BID_PLACED = getAbiItem({ abi: englishAuctionAbi, name: 'BidPlaced' });

type Target = { rpcUrl: string; wsUrl: string | null; address: `0x${string}`; tokenId: bigint; salt: string };

/**
 * The feed's node: reads over HTTP (each with a short timeout, so a node that stops answering shows
 * as offline within seconds), and where a websocket is configured, BidPlaced subscriptions on it
 * that only wake the feed: what a bid was is always read by block range, the one path that cannot
 * skip or repeat.
 */
export function auctionFeedSource({ rpcUrl, wsUrl, address, tokenId, salt }: Target): FeedSource {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 4000 }) });
  return {
    latestBlock: () => client.getBlockNumber({ cacheTime: 0 }),
    async bids(from, to) {
      const logs = await client.getLogs({ address, event: BID_PLACED, args: { token: tokenId }, fromBlock: from, toBlock: to });
      return logs
        .filter((l) => l.args.salt === salt)
        .map((l): BidEvent => ({
          bidder: l.args.bidder!,
          amount: l.args.amount!,
          previousBidder: l.args.previousBidder!,
          previousAmount: l.args.previousAmount!,
          endAt: l.args.endAt!,
          blockNumber: l.blockNumber,
        }));
    },
    item: async () => itemFromTuple(await client.readContract({ address, abi: englishAuctionAbi, functionName: 'auctionItems', args: [tokenId, salt] })),
    subscribe: wsUrl
      ? (wake, onError) => {
          const socket = createPublicClient({ transport: webSocket(wsUrl, { reconnect: false, retryCount: 0, keepAlive: { interval: 15_000 } }) });
          const unwatch = socket.watchContractEvent({
            address,
            abi: englishAuctionAbi,
            eventName: 'BidPlaced',
            args: { token: tokenId },
            poll: false,
            onLogs: wake,
            onError,
          });
          return () => {
            unwatch();
            void socket.transport
              .getRpcClient()
              .then((rpc: { close(): void }) => rpc.close())
              .catch(() => undefined);
          };
        }
      : undefined,
  };
}
