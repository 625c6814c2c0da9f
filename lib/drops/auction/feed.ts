import type { BidEvent } from './bids';
import type { AuctionItem } from './rules';

/** Replaced in unit tests. */
export type FeedSource = {
  latestBlock(): Promise<bigint>;
  /** Inclusive range, oldest first. */
  bids(from: bigint, to: bigint): Promise<BidEvent[]>;
  item(): Promise<AuctionItem>;
  /** Calls `wake` on a bid and `onError` when the socket fails; returns the unsubscribe. Absent: the feed polls. */
  subscribe?(wake: () => void, onError: (err: unknown) => void): () => void;
};

export type FeedStatus = 'live' | 'offline';

export type FeedOptions = {
  /** The block after the one the server rendered at; null: from the node's latest block. */
  fromBlock: bigint | null;
  onBids(events: BidEvent[]): void;
  onItem(item: AuctionItem): void;
  onStatus(status: FeedStatus): void;
  pollMs?: number;
  /** A safety net only. */
  socketPollMs?: number;
  /** Doubled after each socket error, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

export type BidFeed = { stop(): void; refresh(): void };

/** One subscriber per page. Reads by block range from a cursor, so no bid is missed or repeated however it is woken. */
export function startBidFeed(source: FeedSource, o: FeedOptions): BidFeed {
  const pollMs = o.pollMs ?? 1000;
  const socketPollMs = o.socketPollMs ?? 4000;
  const maxRetryMs = o.maxRetryMs ?? 30_000;
  let cursor: bigint | null = o.fromBlock;
  let itemStale = true;
  let status: FeedStatus | null = null;
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let socket: { unsubscribe: () => void; up: boolean } | null = null;
  const firstRetryMs = o.retryMs ?? 2000;
  let retryMs = firstRetryMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: FeedStatus) => {
    if (next !== status) o.onStatus((status = next));
  };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void tick(), ms);
  };

  async function tick(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const latest = await source.latestBlock();
      cursor ??= latest;
      if (latest >= cursor) {
        const events = await source.bids(cursor, latest);
        cursor = latest + 1n;
        if (events.length) {
          itemStale = true;
          if (!stopped) o.onBids(events);
        }
      }
      if (itemStale) {
        const item = await source.item();
        itemStale = false;
        if (!stopped) o.onItem(item);
      }
      setStatus('live');
    } catch {
      if (!stopped) setStatus('offline');
    } finally {
      running = false;
      const next = again ? 0 : socket?.up ? socketPollMs : pollMs;
      again = false;
      schedule(next);
    }
  }

  function subscribe() {
    if (!source.subscribe || stopped) return;
    const current = { unsubscribe: () => {}, up: true };
    socket = current;
    current.unsubscribe = source.subscribe(
      () => {
        retryMs = firstRetryMs;
        void tick();
      },
      () => {
        if (socket !== current || stopped) return;
        current.up = false;
        current.unsubscribe();
        if (!running) schedule(pollMs);
        clearTimeout(retryTimer);
        retryTimer = setTimeout(subscribe, retryMs);
        retryMs = Math.min(retryMs * 2, maxRetryMs);
      },
    );
  }

  subscribe();
  void tick();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
      socket?.unsubscribe();
    },
    refresh() {
      void tick();
    },
  };
}
