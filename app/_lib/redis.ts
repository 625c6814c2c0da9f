import 'server-only';
import { createClient, type RedisClientType } from 'redis';

const KEY = Symbol.for('drp.redis');
type Holder = { [KEY]?: RedisClientType | null };

/**
 * The instance's Redis client for shared state (rate limits) when REDIS_URL is set, else null.
 * It connects in the background and reconnects by itself; callers that cannot wait for it (the
 * rate limiter) fall back to memory while it is down.
 */
export function sharedRedis(): RedisClientType | null {
  const holder = globalThis as Holder;
  if (holder[KEY] !== undefined) return holder[KEY];
  const url = process.env.REDIS_URL;
  if (!url) return (holder[KEY] = null);
  // No offline queue: while Redis is down a command fails at once (the rate limiter then uses its
  // in-memory insurance) instead of waiting for a reconnect with the visitor's request.
  const client = createClient({ url, pingInterval: 10_000, disableOfflineQueue: true }) as RedisClientType;
  client.on('error', (err: Error) => console.error('[redis]', err.message));
  client.connect().catch((err: Error) => console.error(`[redis] cannot reach REDIS_URL: ${err.message}`));
  return (holder[KEY] = client);
}

/** Starts the connection at server start, so the first rate-limited request already counts in Redis. */
export async function connectSharedRedis(timeoutMs = 3000): Promise<void> {
  const client = sharedRedis();
  if (!client || client.isReady) return;
  await Promise.race([new Promise<void>((resolve) => client.once('ready', () => resolve())), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
