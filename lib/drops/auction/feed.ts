import type { BidEvent } from './bids';
import type { AuctionItem } from './rules';

/** What the feed needs of the node: the network is replaced here in unit tests. */
export type FeedSource = {
  latestBlock(): Promise<bigint>;
  /** The item's BidPlaced events in [from, to], oldest first. */
  bids(from: bigint, to: bigint): Promise<BidEvent[]>;
  item(): Promise<AuctionItem>;
  /**
   * Where the node has a websocket: calls `wake` when it reports a bid, `onError` when the socket
   * fails; returns the unsubscribe. Without it the feed polls.
   */
  subscribe?(wake: () => void, onError: (err: unknown) => void): () => void;
};

/** `live`: the node answers; `offline`: it has stopped answering and the feed keeps trying. */
export type FeedStatus = 'live' | 'offline';

export type FeedOptions = {
  /** The first block not yet shown (the block the server rendered at, plus one); null: from the node's latest block on. */
  fromBlock: bigint | null;
  onBids(events: BidEvent[]): void;
  onItem(item: AuctionItem): void;
  onStatus(status: FeedStatus): void;
  /** Between reads while the socket is down or absent: a bid shows within this (plus a read). */
  pollMs?: number;
  /** Between reads while the socket carries the news: a safety net only. */
  socketPollMs?: number;
  /** The wait before subscribing again after a socket error, doubled each time up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

export type BidFeed = { stop(): void; refresh(): void };

/**
 * One subscriber per page (issue 13): back-fills every bid since `fromBlock` with getLogs, then
 * reads on from the block after the last one read, so nothing is missed or repeated whichever way
 * it is woken: by the websocket when there is one, by the timer otherwise (and as a safety net). A
 * failed read changes nothing and is tried again; a failed socket is opened again with back-off.
 */
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
        // Meanwhile the timer reads at the polling pace.
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
