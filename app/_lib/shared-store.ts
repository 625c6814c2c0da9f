import 'server-only';
import { sharedRedis } from '@/app/_lib/redis';

/** Redis with REDIS_URL, else memory; after a Redis failure, reads miss its records and so fail closed. */
type Entry = { value: string; expiresAt: number };
const MEMORY = Symbol.for('drp.shared-store');
const memory = ((globalThis as { [MEMORY]?: Map<string, Entry> })[MEMORY] ??= new Map());

function memoryGet(key: string, now: number): string | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (entry.expiresAt > now) return entry.value;
  memory.delete(key);
  return null;
}

let writes = 0;
function sweep(now: number) {
  if (++writes % 256 !== 0) return;
  for (const [key, entry] of memory) if (entry.expiresAt <= now) memory.delete(key);
}

async function withRedis<T>(run: (redis: NonNullable<ReturnType<typeof sharedRedis>>) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  const redis = sharedRedis();
  if (!redis?.isReady) return { ok: false };
  try {
    return { ok: true, value: await run(redis) };
  } catch (err) {
    console.error('[shared-store] Redis failed, using memory', (err as Error).message);
    return { ok: false };
  }
}

export async function storeGet(key: string, now = Date.now()): Promise<string | null> {
  const r = await withRedis((redis) => redis.get(key));
  return r.ok ? r.value : memoryGet(key, now);
}

export async function storeSet(key: string, value: string, ttlSeconds: number, { onlyIfAbsent = false, now = Date.now() } = {}): Promise<boolean> {
  const seconds = Math.max(1, Math.ceil(ttlSeconds));
  const r = await withRedis(async (redis) => (await redis.set(key, value, onlyIfAbsent ? { NX: true, EX: seconds } : { EX: seconds })) === 'OK');
  if (r.ok) return r.value;
  sweep(now);
  if (onlyIfAbsent && memoryGet(key, now) !== null) return false;
  memory.set(key, { value, expiresAt: now + seconds * 1000 });
  return true;
}

export async function storeDelete(key: string): Promise<void> {
  await withRedis((redis) => redis.del(key));
  // Whether Redis took it or not, a copy memory holds (from an outage) goes too.
  memory.delete(key);
}
