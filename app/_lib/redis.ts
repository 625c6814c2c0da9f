import 'server-only';
import { createClient, type RedisClientType } from 'redis';

const KEY = Symbol.for('drp.redis');
type Holder = { [KEY]?: RedisClientType | null };

/** Null without REDIS_URL; callers that cannot wait for a reconnect fall back to memory. */
export function sharedRedis(): RedisClientType | null {
  const holder = globalThis as Holder;
  if (holder[KEY] !== undefined) return holder[KEY];
  const url = process.env.REDIS_URL;
  if (!url) return (holder[KEY] = null);
  // No offline queue: while Redis is down a command fails at once instead of holding the visitor's request.
  const client = createClient({ url, pingInterval: 10_000, disableOfflineQueue: true }) as RedisClientType;
  client.on('error', (err: Error) => console.error('[redis]', err.message));
  client.connect().catch((err: Error) => console.error(`[redis] cannot reach REDIS_URL: ${err.message}`));
  return (holder[KEY] = client);
}

export async function connectSharedRedis(timeoutMs = 3000): Promise<void> {
  const client = sharedRedis();
  if (!client || client.isReady) return;
  await Promise.race([new Promise<void>((resolve) => client.once('ready', () => resolve())), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
