import 'server-only';
import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { sharedRedis } from '@/app/_lib/redis';
import type { LiveBus } from '@/lib/live/watch';
import type { LiveFigures } from '@/lib/live/hub';

const LEADER = 'drp:live:leader';
const SEQUENCE = 'drp:live:sequence';
const CHANNEL = 'drp:live:events';
const WANTED = 'drp:live:wanted';
const LATEST = 'drp:live:latest';
/** A leader that stops renewing (killed, cut off) loses the lead this long after its last renewal. */
export const LIVE_LEADER_TTL_MS = 5000;
/** How long an instance's word that its pages want a topic holds without being said again. */
const WANTED_TTL_MS = 10_000;

// Takes the lock when free, renews it when held by this instance: 1 leads, 0 follows.
const LEAD = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not holder then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;

/** The live watch shared through Redis (REDIS_URL): one instance leads, all pass on its events. Null without Redis. */
export function redisLiveBus(): LiveBus | null {
  const redis = sharedRedis();
  if (!redis) return null;
  const me = randomUUID();
  return {
    async lead() {
      if (!redis.isReady) return 'alone';
      return (await redis.eval(LEAD, { keys: [LEADER], arguments: [me, String(LIVE_LEADER_TTL_MS)] })) === 1 ? 'lead' : 'follow';
    },
    async send(topic, figures) {
      const id = await redis.incr(SEQUENCE);
      const event = JSON.stringify({ id, topic, figures });
      await redis.multi().hSet(LATEST, topic, event).publish(CHANNEL, event).exec();
    },
    async latest(topics) {
      if (!redis.isReady) return [];
      const events = await redis.hmGet(LATEST, [...topics]);
      return events.flatMap((event) => (event ? [JSON.parse(event) as { id: number; topic: string; figures: LiveFigures }] : []));
    },
    receive(deliver, resync) {
      // A subscribed connection takes no other command: its own client.
      const subscriber = redis.duplicate() as RedisClientType;
      subscriber.on('error', (err: Error) => console.error('[live] Redis subscriber', err.message));
      subscriber.on('ready', resync);
      void subscriber
        .connect()
        .then(() =>
          subscriber.subscribe(CHANNEL, (message) => {
            const { id, topic, figures } = JSON.parse(message) as { id: number; topic: string; figures: LiveFigures };
            deliver(id, topic, figures);
          }),
        )
        .catch((err: Error) => console.error('[live] cannot subscribe', err.message));
    },
    async want(topics) {
      if (!topics.length || !redis.isReady) return;
      const until = String(Date.now() + WANTED_TTL_MS);
      await redis.hSet(WANTED, Object.fromEntries(topics.map((topic) => [topic, until])));
    },
    async wanted() {
      if (!redis.isReady) return [];
      const now = Date.now();
      const all = Object.entries(await redis.hGetAll(WANTED));
      const gone = all.filter(([, until]) => Number(until) <= now).map(([topic]) => topic);
      if (gone.length) await redis.hDel(WANTED, gone);
      return all.filter(([, until]) => Number(until) > now).map(([topic]) => topic);
    },
  };
}
