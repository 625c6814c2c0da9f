import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { KeptAnswer, ReadThrough } from './client';

/** One render asks for one read once (a page and its metadata share it); a route handler has no render to share. */
const readsOfThisRender = cache(() => new Map<string, Promise<KeptAnswer>>());

/** Shared reads live in Next's data cache (the cache handler: its disk or Redis, 404s in a bounded LRU), tagged for revalidation. */
export const nextDataCache: ReadThrough = (key, load) => {
  const reads = readsOfThisRender();
  const id = `${key.revalidate} ${key.tags.join(',')} ${key.url}`;
  let read = reads.get(id);
  if (!read) {
    // unstable_cache keys by the function's text, which differs between a page's bundle and a route handler's: one text for all.
    const named = Object.assign(() => load(), { toString: () => 'platform read' });
    read = unstable_cache(named, ['platform', key.url], { revalidate: key.revalidate, tags: key.tags })();
    reads.set(id, read);
  }
  return read;
};
