import http from 'node:http';
import { expect, test } from './fixtures';
import { LANE } from './support/lane';
import { setPlatformFault } from './support/sandbox';

/**
 * Pages rendered per request stream: with the platform answering slowly, the header and
 * the page's loading state reach the browser before the platform has answered, and the page follows
 * in the same response, its scripts allowed by the request's nonce.
 */
const DELAY_MS = 3000;
const ORIGIN = { origin: 'http://localhost:3000' };

type Timed = { status: number; headers: http.IncomingHttpHeaders; firstChunkMs: number; firstChunk: string; body: string; totalMs: number };

/** GET through node:http, timing the first body bytes (a browser would paint them). */
function timedGet(path: string, cookie: string): Promise<Timed> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`http://localhost:${LANE.site}${path}`, { headers: { host: 'localhost:3000', cookie, 'accept-encoding': 'identity' } }, (res) => {
      let firstChunkMs = -1;
      let firstChunk = '';
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (firstChunkMs < 0) {
          firstChunkMs = Date.now() - started;
          firstChunk = chunk;
        }
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, firstChunkMs, firstChunk, body, totalMs: Date.now() - started }));
    });
    req.on('error', reject);
  });
}

test('with the platform slow, the profile settings send the header and a loading state first, then the page, under a nonce policy', async ({ page }) => {
  test.setTimeout(60_000);
  expect((await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } })).status()).toBe(
    200,
  );
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  // Warm: the header's artist menu is read once (and cached) before the platform slows down.
  await page.goto('/users/update');
  await setPlatformFault('slow', DELAY_MS);
  try {
    const res = await timedGet('/users/update', cookie);
    expect(res.status).toBe(200);
    expect(res.firstChunkMs, 'the first bytes come before the platform answers').toBeLessThan(DELAY_MS - 1000);
    expect(res.totalMs, 'the page itself waits for the platform').toBeGreaterThanOrEqual(DELAY_MS);
    expect(res.firstChunk).toContain('Skip to content');
    expect(res.firstChunk).not.toContain('Basic information');
    expect(res.body).toContain('Basic information');

    const policy = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(res.body).toContain(`nonce="${nonce}"`);
    expect(res.headers['x-accel-buffering']).toBe('no');
    const again = await timedGet('/users/update', cookie);
    expect(again.headers['content-security-policy']).not.toContain(nonce);

    // In the browser: the loading state, then the page, which works (its scripts ran under the nonce).
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/users/update', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
    const basic = page.getByRole('form', { name: 'Basic information' });
    await expect(basic).toBeVisible({ timeout: DELAY_MS * 3 });
    await setPlatformFault(null);
    // The form's own validation answers (React ran), and nothing is sent.
    await basic.getByLabel('First name').fill('');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(basic.getByText('First name is required').first()).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await setPlatformFault(null);
  }
});
