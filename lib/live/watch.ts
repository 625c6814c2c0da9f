import 'server-only';
import { CHAIN_READ_TIMEOUT_MS, serverChainClient, withTimeout } from '@/lib/chain/server';
import { liveAuctionOf } from '@/lib/drops/auctions';
import { auctionLiveReader } from '@/lib/drops/auction/chain';
import { blackFeatherLiveReader } from '@/lib/drops/blackfeather/chain';
import { desiccationLiveReader } from '@/lib/drops/desiccation/chain';
import { eveLiveReader } from '@/lib/drops/eve/chain';
import { tetheredLiveReader } from '@/lib/drops/tethered/chain';
import { vrLiveReader } from '@/lib/drops/vr/chain';
import { LIVE_OFFLINE, LiveHub, sseMessage, type LiveEvent, type LiveFigures } from './hub';

/** How often the server asks the node for a new block: once for every visitor of this instance. */
export const LIVE_BLOCK_POLL_MS = 1000;
/** A stream's comment line that keeps proxies and the browser from closing an idle connection. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Open streams one client address may hold (tabs of one household, a NAT): more get 429. */
export const LIVE_STREAMS_PER_CLIENT = 8;
/** The watch stops this long after the last stream closes (or the last poll), so a reload does not restart it. */
const IDLE_STOP_MS = 30_000;
/** Longer than a read's own limits (the client's retry included), so only a hung one is cut. */
const LIVE_READ_TIMEOUT_MS = 15_000;

type Reader = () => Promise<LiveFigures>;

type Live = {
  hub: LiveHub;
  stop: (() => void) | null;
  idle: ReturnType<typeof setTimeout> | undefined;
  streams: Map<string, number>;
  /** Open streams per topic, and until when a poll keeps a topic read. */
  wanted: Map<string, number>;
  polled: Map<string, number>;
  readers: Map<string, Reader>;
  /** Set once by the route: instances that share Redis watch through one of them. */
  bus: LiveBus | null | undefined;
  role: 'lead' | 'follow' | 'alone';
  /** What the leading instance last sent per topic, so it sends only changes. */
  sent: Map<string, string>;
};

/**
 * How instances share one watch (app/_lib/live-bus.ts, on Redis): the one that holds the lead
 * reads the chain and sends each change to all, numbered once for all so a Last-Event-ID means
 * the same on every instance; the others only pass on what they get.
 */
export type LiveBus = {
  /** Takes or keeps the lead; 'alone' when the bus cannot be reached (each instance then watches for itself). */
  lead(): Promise<'lead' | 'follow' | 'alone'>;
  send(topic: string, figures: LiveFigures): Promise<void>;
  /** The last event sent of each topic, for an instance whose pages open one it has not heard yet. */
  latest(topics: readonly string[]): Promise<{ id: number; topic: string; figures: LiveFigures }[]>;
  /** `resync` runs whenever the subscription (re)starts: what was sent meanwhile is lost on a channel. */
  receive(deliver: (id: number, topic: string, figures: LiveFigures) => void, resync: () => void): void;
  /** Says this instance's pages want `topics`; `wanted` is every instance's. */
  want(topics: readonly string[]): Promise<void>;
  wanted(): Promise<string[]>;
};

/** How often each instance takes or keeps the lead and says what its pages want: a lost leader is replaced within the lock's life plus this. */
export const LIVE_LEAD_TICK_MS = 1000;

const LIVE = Symbol.for('drp.live');
const live = ((globalThis as { [LIVE]?: Live })[LIVE] ??= {
  hub: new LiveHub(),
  stop: null,
  idle: undefined,
  streams: new Map(),
  wanted: new Map(),
  polled: new Map(),
  readers: new Map(),
  bus: undefined,
  role: 'alone',
  sent: new Map(),
});

/** Called by the route before the first stream; later calls change nothing. */
export function attachLiveBus(make: () => LiveBus | null): void {
  if (live.bus !== undefined) return;
  const bus = (live.bus = make());
  if (!bus) return;
  // Until the first tick says who leads, nobody here reads the chain.
  live.role = 'follow';
  let synced = false;
  bus.receive(
    (id, topic, figures) => live.hub.accept(id, topic, figures),
    () => void seedFromBus(readTopicsNow(), true),
  );
  const tick = async () => {
    const local = readTopicsNow();
    await bus.want(local).catch(() => undefined);
    const role = await bus.lead().catch(() => 'alone' as const);
    // A new leader sends every topic once; a new follower takes what was sent while it was not one.
    if (role === 'lead' && live.role !== 'lead') live.sent = new Map();
    if (role === 'follow' && (live.role !== 'follow' || !synced)) void seedFromBus(local, true);
    synced = role === 'follow';
    live.role = role;
    // The leader watches for every instance; the others only while the bus is down, for their own pages.
    if (role === 'follow') stopWatch();
    else if (role === 'lead' || local.length > 0) watch();
  };
  setInterval(() => void tick(), LIVE_LEAD_TICK_MS).unref?.();
  void tick();
}

/** The topics to read: this instance's pages', or every instance's while it leads. */
async function topicsToRead(): Promise<string[]> {
  if (live.bus && live.role === 'lead') return [...new Set([...(await live.bus.wanted().catch(() => [])), ...readTopicsNow()])];
  return readTopicsNow();
}

/** One change of a topic to every stream: through the bus while this instance leads, here while it is alone. */
async function publish(topic: string, figures: LiveFigures): Promise<void> {
  if (!live.bus || live.role === 'alone') {
    live.hub.publish(topic, figures);
    return;
  }
  // A read that ended after this instance stopped leading: the leader sends.
  if (live.role === 'follow') return;
  const data = JSON.stringify({ topic, figures });
  if (live.sent.get(topic) === data) return;
  live.sent.set(topic, data);
  await live.bus.send(topic, figures).catch((err: Error) => {
    live.sent.delete(topic);
    console.error('[live] could not send', err.message);
  });
}

/** Topics of one mint each; an Eve token's and a live auction's are named by their parts. */
const MINT_READERS: Record<string, () => Reader> = { blackfeather: blackFeatherLiveReader, tethered: tetheredLiveReader };

/**
 * The reader of a topic, or null for a name that is none: one of MINT_READERS, `eve:<contract>:<id>`, `vr:<drop>`, `desiccation:<id>`,
 * or `auction:<nav key>` for a drop's live auction on this chain. A reader keeps its place in the chain.
 */
function readerOf(topic: string): Reader | null {
  const known = live.readers.get(topic);
  if (known) return known;
  let reader: Reader | null = null;
  if (Object.hasOwn(MINT_READERS, topic)) reader = MINT_READERS[topic]();
  else if (topic.startsWith('eve:')) reader = eveLiveReader(topic);
  else if (topic.startsWith('vr:')) reader = vrLiveReader(topic);
  else if (topic.startsWith('desiccation:')) reader = desiccationLiveReader(topic);
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
        for (const topic of await topicsToRead()) {
          const read = readerOf(topic);
          // A read that never settles must not hold every later one: it counts as failed.
          const figures = await (read ? withTimeout(read(), LIVE_READ_TIMEOUT_MS) : Promise.resolve(null)).catch((err: Error) => {
            console.error(`[live] ${topic} read failed`, err.message);
            return LIVE_OFFLINE;
          });
          if (figures) await publish(topic, figures);
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
    try {
      const topics = await topicsToRead();
      // No page anywhere has a live figure open: the node is not asked.
      if (topics.length === 0) return;
      // The client's own retry and timeout take 10 s; a page should say "offline" sooner.
      const block = await withTimeout(serverChainClient().getBlockNumber({ cacheTime: 0 }), CHAIN_READ_TIMEOUT_MS).catch((err: Error) => {
        if (!failing) console.error('[live] the node does not answer', err.message);
        return null;
      });
      if (block === null) {
        failing = true;
        last = null;
        for (const topic of topics) await publish(topic, LIVE_OFFLINE);
        return;
      }
      // A topic no page had open until now is read at once, not at the next block (an idle chain may make none).
      if (block === last && topics.every((topic) => live.hub.has(topic))) return;
      failing = false;
      last = block;
      await readTopics();
    } finally {
      polling = false;
    }
  };
  const timer = setInterval(() => void poll(), LIVE_BLOCK_POLL_MS);
  void poll();
  live.stop = () => clearInterval(timer);
}

function stopWatch(): void {
  live.stop?.();
  live.stop = null;
}

function unwatchWhenIdle(): void {
  clearTimeout(live.idle);
  live.idle = setTimeout(() => {
    // An open stream's close schedules this again; a recent poll keeps the watch a while longer.
    if (live.hub.streams > 0 || live.role === 'lead') return;
    if (readTopicsNow().length > 0) return unwatchWhenIdle();
    stopWatch();
  }, IDLE_STOP_MS);
}

/** This instance watches unless another leads; the leader hears of new topics at once. */
function startWatching(topics: readonly string[]): void {
  if (live.role !== 'follow') return watch();
  void live.bus?.want(topics).catch(() => undefined);
  void seedFromBus(topics);
}

async function seedFromBus(topics: readonly string[], resync = false): Promise<void> {
  const asked = resync ? topics : topics.filter((topic) => !live.hub.has(topic));
  if (!asked.length || !live.bus) return;
  const events = await live.bus.latest(asked).catch(() => []);
  events.forEach(({ id, topic, figures }) => live.hub.seed(id, topic, figures, resync));
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
  startWatching(topics);
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
  startWatching(topics);
  unwatchWhenIdle();
  if (live.role === 'follow') await seedFromBus(topics);
  else if (topics.some((topic) => !live.hub.has(topic))) await readTopics();
  return live.hub.since(topics, null);
}
