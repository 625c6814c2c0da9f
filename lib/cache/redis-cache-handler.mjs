// Shared across instances; an unreachable Redis at start leaves this instance on a local LRU (logged).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

const KEY = Symbol.for('drp.cache-handler-config');

async function createConfig() {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
  const client = createClient({ url, pingInterval: 10_000 });
  client.on('error', (err) => console.error('[cache] redis:', err.message));
  try {
    await client.connect();
  } catch (err) {
    console.error(`[cache] cannot reach REDIS_URL (${err.message}): this instance caches in its own memory`);
    await client.disconnect().catch(() => undefined);
    return { handlers: [createLruHandler()] };
  }
  return { handlers: [createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'drp:next:' })] };
}

CacheHandler.onCreation(() => {
  globalThis[KEY] ??= createConfig();
  return globalThis[KEY];
});

export default CacheHandler;
