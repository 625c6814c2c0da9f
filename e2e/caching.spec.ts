import { expect, test } from './fixtures';
import { clearPlatformRequests, editContent, platformRequests } from './support/sandbox';

/**
 * Every public page is served from Next's cache, with headers a CDN can use, and refreshed by time
 * and by tag; personal pages and session APIs are private.
 */
const PUBLIC = ['/', '/home', '/artists', '/projects', '/terms-of-service', '/artists/lushsux', '/drops/tidal-light', '/articles/behind-tidal-light'];

test('public pages come from the cache with s-maxage and stale-while-revalidate', async ({ request }) => {
  // no-cache: past the server's one-second copy, to Next's own cache.
  const fromNext = { headers: { 'cache-control': 'no-cache' } };
  for (const path of PUBLIC) {
    await request.get(path, fromNext);
    const res = await request.get(path, fromNext);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toMatch(/s-maxage=\d+, stale-while-revalidate/);
    expect(res.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  }
});

test('link-preview cards of drops, artists and articles are built once and kept like their pages', async ({ request }) => {
  const fromNext = { headers: { 'cache-control': 'no-cache' } };
  for (const path of ['/drops/tidal-light/opengraph-image', '/artists/lushsux/opengraph-image', '/articles/behind-tidal-light/opengraph-image']) {
    const first = await request.get(path, fromNext);
    const res = await request.get(path, fromNext);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toBe('image/png');
    // Next's own cache answers (its Cache-Control for image routes stays max-age=0: a CDN asks again, and gets the kept card).
    expect(res.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    expect(Buffer.compare(await res.body(), await first.body()), path).toBe(0);
  }
});

test('an unknown drop key costs the platform one call per read, carrying the visitor’s address, and none when its card is asked next', async ({ request }) => {
  const key = `no-such-drop-${Date.now()}`;
  await clearPlatformRequests();
  expect((await request.get(`/drops/${key}`, { headers: { 'x-forwarded-for': '203.0.113.77' } })).status()).toBe(404);
  const asked = (await platformRequests()).filter((r) => r.path.endsWith(key));
  // The page and its metadata share each read: the drop, then the article of that name (drop-pages §2).
  expect(asked.map((r) => r.path).sort()).toEqual([`/articles/${key}`, `/drops/${key}`]);
  expect(asked.every((r) => r.forwardedFor === '203.0.113.77')).toBe(true);
  await clearPlatformRequests();
  expect((await request.get(`/drops/${key}/opengraph-image`)).status()).toBe(404);
  expect((await platformRequests()).filter((r) => r.path.endsWith(key))).toEqual([]);
});

test('the cached home page keeps its copy until the platform says the drops changed', async ({ page, request }) => {
  await page.goto('/');
  const current = page.getByRole('region', { name: 'Current drops', exact: true });
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(['Ink Engines', 'Tidal Light']);
  await editContent('drops', 'tidal-light', { title: 'Tidal Light II' });
  await page.reload();
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(['Ink Engines', 'Tidal Light']);
  const res = await request.post('/api/revalidate', { data: { tag: 'drops' }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
  expect(res.status()).toBe(200);
  await page.reload();
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(['Ink Engines', 'Tidal Light II']);
});

test('personal pages and session APIs are private and never stored', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    headers: { origin: 'http://localhost:3000' },
    data: { email: 'collector@example.com', password: 'password123' },
  });
  for (const path of ['/users/update', '/api/auth/session', '/api/me']) {
    const cacheControl = (await page.request.get(path)).headers()['cache-control'];
    expect(cacheControl, path).toContain('private');
    expect(cacheControl, path).toContain('no-store');
  }
});

test('list pages share a card naming the list; the home page the site-wide card', async ({ page, request }) => {
  for (const [path, card] of [
    ['/drops', '/drops/opengraph-image'],
    ['/artists', '/artists/opengraph-image'],
    ['/articles', '/articles/opengraph-image'],
    ['/projects', '/projects/opengraph-image'],
    ['/', '/share.jpg'],
  ]) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname, path).toContain(card);
    const res = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(/^image\/(png|jpeg)$/);
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content'), path).toBe('1200');
  }
});

test('npm start alone serves a cached page compressed (brotli, else gzip), the same bytes and policy on every hit, fresh after a revalidation', async ({
  request,
}) => {
  const first = await request.get('/artists', { headers: { 'accept-encoding': 'gzip, br' } });
  const second = await request.get('/artists', { headers: { 'accept-encoding': 'gzip, br' } });
  const plain = await request.get('/artists', { headers: { 'accept-encoding': 'identity' } });
  const gzipped = await request.get('/artists', { headers: { 'accept-encoding': 'gzip' } });
  expect(second.headers()['content-encoding']).toBe('br');
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(second.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 4);
  expect(second.headers().vary).toContain('Accept-Encoding');
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(second.headers().etag).toBe(`W/${plain.headers().etag}`);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect(second.headers()['content-security-policy']).toBe(plain.headers()['content-security-policy']);
  expect(second.headers()['content-security-policy']).toContain("'sha256-");
  expect(await second.text()).toBe(await first.text());
  expect(await second.text()).toBe(await plain.text());
  expect(await gzipped.text()).toBe(await plain.text());
  // Deflate, which only the per-answer compression speaks: a weak validator too.
  const deflated = await request.get('/artists', { headers: { 'accept-encoding': 'deflate' } });
  expect(deflated.headers()['content-encoding']).toBe('deflate');
  expect(deflated.headers().etag).toBe(`W/${plain.headers().etag}`);

  const revalidateArtists = () => request.post('/api/revalidate', { data: { tag: 'artists' }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
  await editContent('artists', 'vhils', { name: 'Vhils (fresh)' });
  try {
    await revalidateArtists();
    await expect.poll(async () => (await (await request.get('/artists')).text()).includes('Vhils (fresh)'), { timeout: 10_000 }).toBe(true);
    // Rendered again for one request, it is served to everyone: without that request's nonce.
    const kept = await request.get('/artists');
    expect(await kept.text()).not.toContain('nonce=');
    expect(kept.headers()['content-security-policy']).not.toContain("'nonce-");
  } finally {
    await editContent('artists', 'vhils', { name: 'Vhils' });
    await revalidateArtists();
  }
});

test('npm start alone compresses what the router fetches: a link’s prefetch comes in brotli', async ({ page }) => {
  const prefetch = page.waitForResponse((res) => res.url().includes('_rsc=') && res.status() === 200);
  await page.goto('/');
  const res = await prefetch;
  expect(await res.headerValue('content-type')).toContain('text/x-component');
  expect(await res.headerValue('content-encoding')).toBe('br');
});
