import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPageCache, pageCacheKey, storable } from './page-cache.mjs';

const PUBLIC = { etag: '"abc"', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940', vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding' };
const get = (headers = {}, url = '/') => ({ method: 'GET', url, headers });

test('a plain GET has a key per encoding and URL', () => {
  assert.equal(pageCacheKey(get(), 'br'), 'br /');
  assert.equal(pageCacheKey(get({}, '/drops?past=2'), null), 'identity /drops?past=2');
  assert.notEqual(pageCacheKey(get(), 'br'), pageCacheKey(get(), 'gzip'));
});

test('requests that ask more of the page go to Next', () => {
  assert.equal(pageCacheKey({ ...get(), method: 'HEAD' }, 'br'), null);
  assert.equal(pageCacheKey({ ...get(), method: 'POST' }, 'br'), null);
  for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'if-none-match', 'authorization', 'range']) assert.equal(pageCacheKey(get({ [name]: '1' }), 'br'), null, name);
  assert.equal(pageCacheKey(get({ cookie: 'a=1; drop_session=sealed' }), 'br'), null);
  assert.equal(pageCacheKey(get({ cookie: '__Host-drop_session=sealed' }), 'br'), null);
  assert.equal(pageCacheKey(get({ cookie: 'theme=dark' }), 'br'), 'br /');
  assert.equal(pageCacheKey(get({ 'cache-control': 'no-cache' }), 'br'), null);
  assert.equal(pageCacheKey(get({ pragma: 'no-cache' }), 'br'), null);
  assert.equal(pageCacheKey(get({ 'cache-control': 'max-age=0' }), 'br'), 'br /');
});

test('only what a shared cache may keep is kept', () => {
  assert.equal(storable(200, PUBLIC), true);
  assert.equal(storable(404, PUBLIC), false);
  assert.equal(storable(200, { ...PUBLIC, etag: undefined }), false);
  assert.equal(storable(200, { ...PUBLIC, 'set-cookie': ['a=1'] }), false);
  assert.equal(storable(200, { ...PUBLIC, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }), false);
  assert.equal(storable(200, { ...PUBLIC, 'cache-control': 'max-age=60' }), false);
  assert.equal(storable(200, { ...PUBLIC, vary: 'Cookie' }), false);
});

test('an entry lives for the TTL, and clear() drops them all', () => {
  let now = 1000;
  const cache = createPageCache({ ttlMs: 1000, now: () => now });
  assert.equal(cache.store('br /', 200, PUBLIC, Buffer.from('page')), true);
  assert.equal(cache.get('br /')?.body.toString(), 'page');
  now = 1999;
  assert.ok(cache.get('br /'));
  now = 2000;
  assert.equal(cache.get('br /'), null);
  cache.store('br /', 200, PUBLIC, Buffer.from('page'));
  cache.clear();
  assert.equal(cache.get('br /'), null);
});

test('it holds at most maxEntries, dropping the oldest', () => {
  const cache = createPageCache({ maxEntries: 2 });
  for (const url of ['/a', '/b', '/c']) cache.store(url, 200, PUBLIC, Buffer.from(url));
  assert.equal(cache.size, 2);
  assert.equal(cache.get('/a'), null);
  assert.ok(cache.get('/c'));
});
