import 'server-only';
import { readChain, serverChainClient } from '@/lib/chain/server';
import { blackFeatherReads } from '@/lib/drops/blackfeather/contract';
import { toLive } from '@/lib/drops/blackfeather/live';
import { LiveHub, sseMessage as liveMessage, type LiveFigures } from './hub';

/** How often the server asks the node for a new block: once for every visitor of this instance. */
export const LIVE_BLOCK_POLL_MS = 1000;
/** A stream's comment line that keeps proxies and the browser from closing an idle connection. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Open streams one client address may hold (tabs of one household, a NAT): more get 429. */
export const LIVE_STREAMS_PER_CLIENT = 8;
/** The watch stops this long after the last stream closes, so a reload does not restart it. */
const IDLE_STOP_MS = 30_000;

/** The live figures pages show, read from the chain once per new block whatever the number of visitors. */
export const LIVE_TOPICS: Record<string, () => Promise<LiveFigures>> = {
  async blackfeather() {
    const { supply, price, salesActive } = blackFeatherReads(undefined);
    return toLive(await readChain({ supply, price, salesActive }, { ttlMs: 0 }));
  },
};

type Live = { hub: LiveHub; stop: (() => void) | null; idle: ReturnType<typeof setTimeout> | undefined; streams: Map<string, number> };

const LIVE = Symbol.for('drp.live');
const live = ((globalThis as { [LIVE]?: Live })[LIVE] ??= { hub: new LiveHub(), stop: null, idle: undefined, streams: new Map() });

// Blocks can come faster than a read: reads never overlap, and one more runs after the last, so an older answer never follows a newer.
let reading = false;
let again = false;

async function readTopics(): Promise<void> {
  if (reading) {
    again = true;
    return;
  }
  reading = true;
  try {
    do {
      again = false;
      for (const [topic, read] of Object.entries(LIVE_TOPICS)) {
        // A failed read publishes nothing: the streams keep the last figures.
        const figures = await read().catch(() => null);
        if (figures) live.hub.publish(topic, figures);
      }
    } while (again);
  } finally {
    reading = false;
  }
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
    const block = await serverChainClient()
      .getBlockNumber({ cacheTime: 0 })
      .catch((err: Error) => {
        if (!failing) console.error('[live] the node does not answer', err.message);
        failing = true;
        live.hub.forgetLatest();
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
  if (live.hub.streams > 0) return;
  clearTimeout(live.idle);
  live.idle = setTimeout(() => {
    if (live.hub.streams > 0) return;
    live.stop?.();
    live.stop = null;
  }, IDLE_STOP_MS);
}

/** Opens a stream for `client`, or null past its cap. */
export function openLiveStream(
  client: string,
  topics: readonly string[],
  lastEventId: number | null,
  send: (chunk: string) => void,
): { replay: ReturnType<LiveHub['since']>; close: () => void } | null {
  const open = live.streams.get(client) ?? 0;
  if (open >= LIVE_STREAMS_PER_CLIENT) return null;
  live.streams.set(client, open + 1);
  const replay = live.hub.since(topics, lastEventId);
  const stop = live.hub.listen((event) => topics.includes(event.topic) && send(liveMessage(event)));
  watch();
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
      unwatchWhenIdle();
    },
  };
}

export { sseMessage as liveMessage } from './hub';
