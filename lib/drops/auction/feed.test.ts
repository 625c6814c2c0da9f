import { parseEther } from 'viem';
import type { BidEvent } from './bids';
import { startBidFeed, type FeedSource, type FeedStatus } from './feed';
import type { AuctionItem } from './rules';

const A = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const ZERO = '0x0000000000000000000000000000000000000000';
const item: AuctionItem = {
  itemType: 1,
  highestBidder: ZERO,
  highestBid: 0n,
  windowTime: 600n,
  minimalBidGap: parseEther('0.1'),
  reservePrice: parseEther('0.1'),
  startAt: 0n,
  endAt: 1000n,
};
const bidAt = (block: number, amount: string): BidEvent => ({
  bidder: A,
  amount: parseEther(amount),
  previousBidder: ZERO,
  previousAmount: 0n,
  endAt: 1000n,
  blockNumber: BigInt(block),
});

function fakeNode() {
  const node = {
    head: 10n,
    bids: [] as BidEvent[],
    down: false,
    ranges: [] as Array<[bigint, bigint]>,
    wake: null as null | (() => void),
    breakSocket: null as null | ((err: unknown) => void),
    subscriptions: 0,
  };
  const fail = () => {
    if (node.down) throw new Error('no answer');
  };
  const source: FeedSource = {
    latestBlock: async () => (fail(), node.head),
    bids: async (from, to) => {
      fail();
      node.ranges.push([from, to]);
      return node.bids.filter((b) => b.blockNumber >= from && b.blockNumber <= to);
    },
    item: async () => (fail(), item),
  };
  const withSocket: FeedSource = {
    ...source,
    subscribe: (wake, onError) => {
      node.subscriptions += 1;
      node.wake = wake;
      node.breakSocket = onError;
      return () => {
        node.wake = null;
      };
    },
  };
  return { node, source, withSocket };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function collect() {
  const seen: BidEvent[] = [];
  const statuses: FeedStatus[] = [];
  const items: AuctionItem[] = [];
  return {
    seen,
    statuses,
    items,
    handlers: { onBids: (e: BidEvent[]) => seen.push(...e), onItem: (i: AuctionItem) => items.push(i), onStatus: (s: FeedStatus) => statuses.push(s) },
  };
}

it('back-fills from the server’s block, then polls on from the next block: every bid once', async () => {
  const { node, source } = fakeNode();
  node.bids.push(bidAt(9, '0.2'), bidAt(10, '0.3'));
  const c = collect();
  const feed = startBidFeed(source, { fromBlock: 10n, ...c.handlers, pollMs: 1000 });
  await flush();
  // Block 9 was in the server render; block 10 came after it.
  expect(c.seen.map((b) => b.blockNumber)).toEqual([10n]);
  expect(c.items).toHaveLength(1);

  node.head = 12n;
  node.bids.push(bidAt(12, '0.4'));
  await jest.advanceTimersByTimeAsync(1000);
  expect(c.seen.map((b) => b.blockNumber)).toEqual([10n, 12n]);
  expect(node.ranges).toEqual([
    [10n, 10n],
    [11n, 12n],
  ]);
  await jest.advanceTimersByTimeAsync(5000);
  expect(c.seen).toHaveLength(2);
  feed.stop();
});

it('shows offline while the node does not answer, and catches up without a gap when it is back', async () => {
  const { node, source } = fakeNode();
  const c = collect();
  const feed = startBidFeed(source, { fromBlock: 11n, ...c.handlers, pollMs: 1000 });
  await flush();
  expect(c.statuses).toEqual(['live']);
  node.down = true;
  node.head = 13n;
  node.bids.push(bidAt(12, '0.2'), bidAt(13, '0.3'));
  await jest.advanceTimersByTimeAsync(3000);
  expect(c.statuses).toEqual(['live', 'offline']);
  expect(c.seen).toHaveLength(0);
  node.down = false;
  await jest.advanceTimersByTimeAsync(1000);
  expect(c.statuses).toEqual(['live', 'offline', 'live']);
  expect(c.seen.map((b) => b.blockNumber)).toEqual([12n, 13n]);
  feed.stop();
});

it('reads at once when the socket reports a bid, polls slowly while it is up, and subscribes again after it breaks', async () => {
  const { node, withSocket } = fakeNode();
  const c = collect();
  const feed = startBidFeed(withSocket, { fromBlock: 11n, ...c.handlers, pollMs: 1000, socketPollMs: 4000, retryMs: 2000 });
  await flush();
  expect(node.subscriptions).toBe(1);
  node.head = 11n;
  node.bids.push(bidAt(11, '0.2'));
  node.wake!();
  await flush();
  expect(c.seen).toHaveLength(1);

  node.breakSocket!(new Error('closed'));
  expect(node.wake).toBeNull();
  node.head = 12n;
  node.bids.push(bidAt(12, '0.3'));
  await jest.advanceTimersByTimeAsync(1000);
  expect(c.seen).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(1000);
  expect(node.subscriptions).toBe(2);
  feed.stop();
});

it('starts from the node’s latest block when the server did not know one, and stops reading when stopped', async () => {
  const { node, source } = fakeNode();
  node.bids.push(bidAt(10, '0.2'));
  const c = collect();
  const feed = startBidFeed(source, { fromBlock: null, ...c.handlers, pollMs: 1000 });
  await flush();
  expect(c.seen.map((b) => b.blockNumber)).toEqual([10n]);
  feed.stop();
  node.head = 11n;
  node.bids.push(bidAt(11, '0.3'));
  await jest.advanceTimersByTimeAsync(5000);
  expect(c.seen).toHaveLength(1);
});
