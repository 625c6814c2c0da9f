// 404 pages stay in a small in-memory LRU so random URLs cannot grow the shared cache (issue 44).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { BoundedMisses, isNotFoundEntry } from './bounded-misses.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const MISSES = Symbol.for('drp.cache-misses');
// At most 30 s: with several instances, another's revalidation of a now-published key does not reach this one's copy.
const misses = (globalThis[MISSES] ??= new BoundedMisses(200, 30_000));

async function innerHandler(ctx) {
  if (!process.env.REDIS_URL) return new FileSystemCache(ctx);
  const { default: RedisCacheHandler } = await import('./redis-cache-handler.mjs');
  return new RedisCacheHandler(ctx);
}

export default class BoundedMissCacheHandler {
  constructor(ctx) {
    this.inner = innerHandler(ctx);
  }

  async get(key, ...rest) {
    return misses.get(key) ?? (await this.inner).get(key, ...rest);
  }

  async set(key, data, ...rest) {
    if (isNotFoundEntry(data)) return misses.set(key, data);
    misses.delete(key);
    return (await this.inner).set(key, data, ...rest);
  }

  async revalidateTag(...args) {
    // A key unknown a moment ago may be published now.
    misses.clear();
    return (await this.inner).revalidateTag(...args);
  }

  resetRequestCache() {
    void this.inner.then((inner) => inner.resetRequestCache?.());
  }
}
