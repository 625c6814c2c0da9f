import type { LiveFigures } from './hub';
import type { LiveBus } from './watch';

/**
 * Two instances sharing one bus (as two servers share Redis): one reads the chain for both, its
 * changes reach the other's streams numbered once, and when it dies the other takes over. The chain
 * and the reader are stand-ins; the time is Jest's.
 */
let block = 1n;
let supply = 10n;
let reads = 0;

jest.mock('@/lib/chain/server', () => ({
  CHAIN_READ_TIMEOUT_MS: 3000,
  withTimeout: <T>(promise: Promise<T>) => promise,
  serverChainClient: () => ({ getBlockNumber: async () => block }),
}));
jest.mock('@/lib/drops/blackfeather/chain', () => ({
  blackFeatherLiveReader: () => async () => {
    reads++;
    return { supply: String(supply), price: '1', salesActive: true, touched: [] };
  },
}));
jest.mock('@/lib/drops/auctions', () => ({ liveAuctionOf: () => null }));
jest.mock('@/lib/drops/auction/chain', () => ({ auctionLiveReader: () => null }));

const LEASE_MS = 5000;

/** Redis as the bus uses it: a lock with a lease, a counter, the latest of each topic, a channel. */
function memoryRedis() {
  let holder: { id: string; until: number } | null = null;
  let sequence = 0;
  const latest = new Map<string, { id: number; topic: string; figures: LiveFigures }>();
  const wanted = new Map<string, number>();
  const subscribers = new Set<(id: number, topic: string, figures: LiveFigures) => void>();
  const client = (id: string, dead: { now: boolean }): LiveBus => ({
    async lead() {
      if (dead.now) return new Promise(() => {});
      if (!holder || holder.id === id || holder.until <= Date.now()) holder = { id, until: Date.now() + LEASE_MS };
      return holder.id === id ? 'lead' : 'follow';
    },
    async send(topic, figures) {
      if (dead.now) return;
      const event = { id: ++sequence, topic, figures };
      latest.set(topic, event);
      subscribers.forEach((deliver) => deliver(event.id, topic, figures));
    },
    async latest(topics) {
      return topics.flatMap((t) => (latest.has(t) ? [latest.get(t)!] : []));
    },
    receive(deliver, resync) {
      subscribers.add((...args) => !dead.now && deliver(...args));
      resync();
    },
    async want(topics) {
      topics.forEach((t) => wanted.set(t, Date.now() + 10_000));
    },
    async wanted() {
      return [...wanted].filter(([, until]) => until > Date.now()).map(([t]) => t);
    },
  });
  return { client, holder: () => holder?.id };
}

/** A server: the watch module with state of its own, its bus, and one open stream's messages. */
function instance(redis: ReturnType<typeof memoryRedis>, id: string) {
  const key = Symbol.for('drp.live');
  delete (globalThis as Record<symbol, unknown>)[key];
  let watch!: typeof import('./watch');
  jest.isolateModules(() => {
    watch = jest.requireActual<typeof import('./watch')>('./watch');
  });
  const dead = { now: false };
  watch.attachLiveBus(() => redis.client(id, dead));
  const heard: { id: number; supply: string }[] = [];
  watch.openLiveStream(`client-${id}`, ['blackfeather'], null, (chunk) => {
    const [, eventId, data] = /id: (\d+)\ndata: (.*)\n/.exec(chunk)!;
    heard.push({ id: Number(eventId), supply: (JSON.parse(data) as { figures: { supply: string } }).figures.supply });
  });
  return { heard, kill: () => (dead.now = true) };
}

const settle = async (ms: number) => {
  for (let t = 0; t < ms; t += 250) await jest.advanceTimersByTimeAsync(250);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('one instance reads for both; the other passes on the same numbered events; a dead leader is replaced within 10 s', async () => {
  const redis = memoryRedis();
  const a = instance(redis, 'a');
  const b = instance(redis, 'b');
  await settle(3000);
  expect(a.heard.at(-1)?.supply).toBe('10');
  expect(b.heard.at(-1)?.supply).toBe('10');

  // A new block: read once, not once per instance, and the same event (same id) on both.
  reads = 0;
  block = 2n;
  supply = 11n;
  await settle(3000);
  expect(reads).toBe(1);
  expect(a.heard.at(-1)).toEqual({ id: expect.any(Number), supply: '11' });
  expect(b.heard.at(-1)).toEqual(a.heard.at(-1));

  // The leader dies; a mint right after reaches the survivor's stream once its lease runs out.
  const [leader, survivor] = redis.holder() === 'a' ? [a, b] : [b, a];
  leader.kill();
  block = 3n;
  supply = 12n;
  let waited = 0;
  while (survivor.heard.at(-1)?.supply !== '12' && waited < 15_000) {
    await settle(500);
    waited += 500;
  }
  expect(survivor.heard.at(-1)?.supply).toBe('12');
  expect(waited).toBeLessThan(10_000);
  // Numbered after the dead leader's: a Last-Event-ID from before still means what it meant.
  expect(survivor.heard.at(-1)!.id).toBeGreaterThan(survivor.heard.at(-2)!.id);
});

test('while the bus cannot be reached, an instance watches for its own pages', async () => {
  const redis = memoryRedis();
  const down = {
    ...redis,
    client: (id: string, dead: { now: boolean }) => ({ ...redis.client(id, dead), lead: () => Promise.reject(new Error('ECONNREFUSED')) }),
  };
  const alone = instance(down, 'c');
  block = 10n;
  supply = 20n;
  await settle(3000);
  expect(alone.heard.at(-1)?.supply).toBe('20');
  block = 11n;
  supply = 21n;
  await settle(2000);
  expect(alone.heard.at(-1)?.supply).toBe('21');
});
