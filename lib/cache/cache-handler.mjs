// 404 pages stay in a small in-memory LRU so random URLs cannot grow the shared cache.
import { BoundedMisses, isNotFoundEntry } from './bounded-misses.mjs';
import SharedCacheHandler from './redis-cache-handler.mjs';

const MISSES = Symbol.for('drp.cache-misses');
// At most 30 s: with several instances, another's revalidation of a now-published key does not reach this one's copy.
const misses = (globalThis[MISSES] ??= new BoundedMisses(200, 30_000));

export default class BoundedMissCacheHandler {
  constructor(ctx) {
    // @fortedigital/nextjs-cache-handler: Redis when REDIS_URL is set, else its in-process LRU.
    this.inner = new SharedCacheHandler(ctx);
  }

  async get(key, ...rest) {
    return misses.get(key) ?? this.inner.get(key, ...rest);
  }

  async set(key, data, ...rest) {
    if (isNotFoundEntry(data)) return misses.set(key, data);
    misses.delete(key);
    return this.inner.set(key, data, ...rest);
  }

  async revalidateTag(...args) {
    // A key unknown a moment ago may be published now.
    misses.clear();
    return this.inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
