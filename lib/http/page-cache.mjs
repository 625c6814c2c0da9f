/**
 * The server's shared cache of whole page responses, in front of Next's cache: what a CDN's
 * `s-maxage` does, for one second. During a spike (a drop launch sends thousands of visitors to the
 * same few pages) each instance asks Next for a page at most once a second and answers every other
 * request with the bytes it already has — policy, compression and all.
 *
 * It keeps only what a shared cache may keep: a 200 to a GET whose Cache-Control is public with
 * `s-maxage` (the pages Next serves from its own cache), without Set-Cookie, varying on nothing
 * but the encoding and Next's router headers. It answers only requests that ask nothing else of
 * the page: no session cookie (the middleware sends signed-in visitors elsewhere on some routes),
 * no router headers (client navigations want the RSC payload), no conditional or authorised GET,
 * no `Cache-Control: no-cache` (a hard reload, or a test asking Next itself).
 *
 * A revalidation clears it (`forgetServedPages` in lib/http/served-pages.ts), so on the instance
 * that revalidated the next request sees the new page; on the others within a second.
 */
export const PAGE_CACHE_TTL_MS = 1000;
export const PAGE_CACHE_MAX_ENTRIES = 200;
export const PAGE_CACHE_HEADER = 'x-page-cache';

const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
const VARY_ALLOWED = new Set([...ROUTER_HEADERS, 'accept-encoding']);
const ASKS_MORE = ['if-none-match', 'if-modified-since', 'authorization', 'range'];
// The cookie of lib/session/options.ts (sessionCookieName), with or without its production prefix.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?drop_session=/;

/** The request's cache key, or null when this request must go to Next. */
export function pageCacheKey(req, encoding) {
  if (req.method !== 'GET') return null;
  const headers = req.headers;
  if (ROUTER_HEADERS.some((name) => name in headers) || ASKS_MORE.some((name) => name in headers)) return null;
  if (SESSION_COOKIE.test(String(headers.cookie ?? ''))) return null;
  if (/\bno-cache\b/i.test(`${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`)) return null;
  return `${encoding ?? 'identity'} ${req.url}`;
}

/** Whether a response with these headers is one a shared cache may keep. */
export function storable(statusCode, headers) {
  if (statusCode !== 200 || !headers.etag || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => VARY_ALLOWED.has(name));
}

/** @param {{ ttlMs?: number, maxEntries?: number, now?: () => number }} [options] */
export function createPageCache({ ttlMs = PAGE_CACHE_TTL_MS, maxEntries = PAGE_CACHE_MAX_ENTRIES, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, headers: Record<string, unknown>, body: Buffer }>} */
  const entries = new Map();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    /** Keeps the response if a shared cache may; its headers are copied as they are now. */
    store(key, statusCode, headers, body) {
      if (!storable(statusCode, headers)) return false;
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, headers: { ...headers }, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      return true;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
