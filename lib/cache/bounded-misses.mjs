export function isNotFoundEntry(data) {
  return Boolean(data && typeof data === 'object' && data.status === 404);
}

/** An LRU in the shape a cache handler's get returns. */
export class BoundedMisses {
  constructor(max) {
    this.max = max;
    this.entries = new Map();
  }

  get(key) {
    const hit = this.entries.get(key);
    if (!hit) return null;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key, value) {
    this.entries.delete(key);
    this.entries.set(key, { value, lastModified: Date.now() });
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
