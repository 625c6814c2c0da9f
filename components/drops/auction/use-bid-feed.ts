'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { BidEvent } from '@/lib/drops/auction/bids';
import type { BidFeed, FeedStatus } from '@/lib/drops/auction/feed';
import { startBidFeed } from '@/lib/drops/auction/feed';
import { auctionFeedSource } from '@/lib/drops/auction/feed-source';
import type { AuctionRef } from '@/lib/drops/auction/ref';
import type { AuctionItem } from '@/lib/drops/auction/rules';

/** Passed by the server page, so the public config stays out of the first scripts. */
export type AuctionNode = { rpcUrl: string; wsUrl: string | null; address: `0x${string}` | null; chainLabel: string };

type Handlers = { onBids(events: BidEvent[]): void; onItem(item: AuctionItem): void; onStatus(status: FeedStatus): void };

/** The page's one bid subscriber, started at hydration. */
export function useBidFeed(node: AuctionNode, auction: Pick<AuctionRef, 'tokenId' | 'salt'>, fromBlock: bigint | null, handlers: Handlers): () => void {
  const feed = useRef<BidFeed | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const { rpcUrl, wsUrl, address } = node;
  const { tokenId, salt } = auction;
  useEffect(() => {
    if (!address) return;
    feed.current = startBidFeed(auctionFeedSource({ rpcUrl, wsUrl, address, tokenId, salt }), {
      fromBlock,
      onBids: (events) => latest.current.onBids(events),
      onItem: (item) => latest.current.onItem(item),
      onStatus: (status) => latest.current.onStatus(status),
    });
    return () => {
      feed.current?.stop();
      feed.current = null;
    };
  }, [fromBlock, rpcUrl, wsUrl, address, tokenId, salt]);

  return useCallback(() => feed.current?.refresh(), []);
}
