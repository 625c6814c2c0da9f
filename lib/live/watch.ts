import 'server-only';
import { CHAIN_READ_TIMEOUT_MS, readChain, serverChainClient, withTimeout } from '@/lib/chain/server';
import { liveAuctionOf } from '@/lib/drops/auctions';
import { auctionLiveReader } from '@/lib/drops/auction/chain';
import { blackFeatherReads } from '@/lib/drops/blackfeather/contract';
import { toLive } from '@/lib/drops/blackfeather/live';
import { LIVE_OFFLINE, LiveHub, sseMessage, type LiveEvent, type LiveFigures } from './hub';

/** How often the server asks the node for a new block: once for every visitor of this instance. */
export const LIVE_BLOCK_POLL_MS = 1000;
/** A stream's comment line that keeps proxies and the browser from closing an idle connection. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Open streams one client address may hold (tabs of one household, a NAT): more get 429. */
export const LIVE_STREAMS_PER_CLIENT = 8;
/** The watch stops this long after the last stream closes (or the last poll), so a reload does not restart it. */
const IDLE_STOP_MS = 30_000;

type Reader = () => Promise<LiveFigures>;

async function readBlackFeather(): Promise<LiveFigures> {
  const { supply, price, salesActive } = blackFeatherReads(undefined);
  // Null fallbacks: a failed read is offline, not the spec's defaults pushed as news.
  const read = await readChain(
    { supply: { ...supply, fallback: null }, price: { ...price, fallback: null }, salesActive: { ...salesActive, fallback: null } },
    { ttlMs: 0 },
  );
  if (read.supply === null || read.price === null || read.salesActive === null) throw new Error('Black Feather read failed');
  return toLive({ supply: read.supply, price: read.price, salesActive: read.salesActive });
}

type Live = {
  hub: LiveHub;
  stop: (() => void) | null;
  idle: ReturnType<typeof setTimeout> | undefined;
  streams: Map<string, number>;
  /** Open streams per topic, and until when a poll keeps a topic read. */
  wanted: Map<string, number>;
  polled: Map<string, number>;
  readers: Map<string, Reader>;
};

const LIVE = Symbol.for('drp.live');
const live = ((globalThis as { [LIVE]?: Live })[LIVE] ??= {
  hub: new LiveHub(),
  stop: null,
  idle: undefined,
  streams: new Map(),
  wanted: new Map(),
  polled: new Map(),
  readers: new Map(),
});

/**
 * The reader of a topic, or null for a name that is none: `blackfeather`, or `auction:<nav key>`
 * for a drop's live auction on this chain. An auction's reader keeps its place in the chain.
 */
function readerOf(topic: string): Reader | null {
  const known = live.readers.get(topic);
  if (known) return known;
  let reader: Reader | null = null;
  if (topic === 'blackfeather') reader = readBlackFeather;
  else if (topic.startsWith('auction:')) {
    const auction = liveAuctionOf(topic.slice('auction:'.length));
    if (auction?.address) reader = auctionLiveReader({ ...auction, address: auction.address });
  }
  if (reader) live.readers.set(topic, reader);
  return reader;
}

export const isLiveTopic = (topic: string): boolean => readerOf(topic) !== null;

function readTopicsNow(now = Date.now()): string[] {
  const topics = new Set([...live.wanted.keys()]);
  live.polled.forEach((until, topic) => (until > now ? topics.add(topic) : live.polled.delete(topic)));
  return [...topics];
}

// Blocks can come faster than a read: reads never overlap, and one more runs after the last, so an older answer never follows a newer.
let reading: Promise<void> | null = null;
let again = false;

function readTopics(): Promise<void> {
  if (reading) {
    again = true;
    return reading;
  }
  reading = (async () => {
    try {
      do {
        again = false;
        for (const topic of readTopicsNow()) {
          const figures = await readerOf(topic)?.().catch((err: Error) => {
            console.error(`[live] ${topic} read failed`, err.message);
            return LIVE_OFFLINE;
          });
          if (figures) live.hub.publish(topic, figures);
        }
      } while (again);
    } finally {
      reading = null;
    }
  })();
  return reading;
}

/**
 * The one watch of this instance: started by the first stream, stopped a while after the last. It
 * reads again whenever the block number changes, down as well as up: a reorg (or a devnet
 * reverted to a snapshot) must not silence it, as viem's watchBlockNumber (which waits for a
 * higher number) would.
 */
function watch(): void {
  clearTimeout(live.idle);
  if (live.stop) return;
  let last: bigint | null = null;
  let failing = false;
  let polling = false;
  const poll = async () => {
    if (polling) return;
    polling = true;
    // The client's own retry and timeout take 10 s; a page should say "offline" sooner.
    const block = await withTimeout(serverChainClient().getBlockNumber({ cacheTime: 0 }), CHAIN_READ_TIMEOUT_MS).catch((err: Error) => {
      if (!failing) console.error('[live] the node does not answer', err.message);
      failing = true;
      readTopicsNow().forEach((topic) => live.hub.publish(topic, LIVE_OFFLINE));
      last = null;
      return null;
    });
    polling = false;
    if (block === null || block === last) return;
    failing = false;
    last = block;
    await readTopics();
  };
  const timer = setInterval(() => void poll(), LIVE_BLOCK_POLL_MS);
  void poll();
  live.stop = () => clearInterval(timer);
}

function unwatchWhenIdle(): void {
  clearTimeout(live.idle);
  live.idle = setTimeout(() => {
    // An open stream's close schedules this again; a recent poll keeps the watch a while longer.
    if (live.hub.streams > 0) return;
    if (readTopicsNow().length > 0) return unwatchWhenIdle();
    live.stop?.();
    live.stop = null;
  }, IDLE_STOP_MS);
}

/** Opens a stream of `topics` (each `isLiveTopic`) for `client`, or null past its cap. */
export function openLiveStream(
  client: string,
  topics: readonly string[],
  lastEventId: number | null,
  send: (chunk: string) => void,
): { replay: LiveEvent[]; close: () => void } | null {
  const open = live.streams.get(client) ?? 0;
  if (open >= LIVE_STREAMS_PER_CLIENT) return null;
  live.streams.set(client, open + 1);
  topics.forEach((topic) => live.wanted.set(topic, (live.wanted.get(topic) ?? 0) + 1));
  const replay = live.hub.since(topics, lastEventId);
  const stop = live.hub.listen((event) => topics.includes(event.topic) && send(sseMessage(event)));
  watch();
  // A topic nobody watched yet is read now, not at the next block (an idle chain may not make one).
  if (topics.some((topic) => !live.hub.has(topic))) void readTopics();
  let closed = false;
  return {
    replay,
    close() {
      if (closed) return;
      closed = true;
      stop();
      const left = (live.streams.get(client) ?? 1) - 1;
      if (left > 0) live.streams.set(client, left);
      else live.streams.delete(client);
      topics.forEach((topic) => {
        const n = (live.wanted.get(topic) ?? 1) - 1;
        if (n > 0) live.wanted.set(topic, n);
        else live.wanted.delete(topic);
      });
      if (live.hub.streams === 0) unwatchWhenIdle();
    },
  };
}

/** The latest figures of `topics`, for a browser that cannot keep a stream open: it asks again every few seconds, and the watch runs meanwhile. */
export async function pollLive(topics: readonly string[]): Promise<LiveEvent[]> {
  const until = Date.now() + IDLE_STOP_MS;
  topics.forEach((topic) => live.polled.set(topic, until));
  watch();
  unwatchWhenIdle();
  if (topics.some((topic) => !live.hub.has(topic))) await readTopics();
  return live.hub.since(topics, null);
}
