/** A 404 page, or a platform read kept as a 404 (lib/platform/client.ts): random keys would grow the cache without end. */
export function isNotFoundEntry(data) {
  if (!data || typeof data !== 'object') return false;
  if (data.status === 404) return true;
  return data.kind === 'FETCH' && typeof data.data?.body === 'string' && data.data.body.startsWith('{"status":404,');
}

/** An LRU in the shape a cache handler's get returns; an entry older than `maxAgeMs` is gone (each instance keeps its own, and another's revalidation does not reach it). */
export class BoundedMisses {
  constructor(max, maxAgeMs = Infinity) {
    this.max = max;
    this.maxAgeMs = maxAgeMs;
    this.entries = new Map();
  }

  get(key, now = Date.now()) {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (now - hit.lastModified >= this.maxAgeMs) {
      this.entries.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key, value, now = Date.now()) {
    this.entries.delete(key);
    this.entries.set(key, { value, lastModified: now });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value);
  }

  delete(key) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
