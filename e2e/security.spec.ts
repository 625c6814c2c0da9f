import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { LANE } from './support/lane';
import { WALLET_NAME } from './support/wallet';
import { API_URL, clearPlatformRequests, editContent, expireTokens, platformRequests } from './support/sandbox';

const revalidate = async (request: import('@playwright/test').APIRequestContext, tag: string) => {
  const res = await request.post('/api/revalidate', { data: { tag }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
  expect(res.status()).toBe(200);
};

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: import('@playwright/test').Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

test.describe('stored text from the platform', () => {
  // Variants that get past an escaper looking only for the exact `</script>`.
  const payload = (who: string) => `${who}</script ><img src=x onerror="window.__xss=(window.__xss||0)+1">x</SCRIPT><!--<script>`;

  test('cannot run script through JSON-LD, and the JSON-LD keeps the original text', async ({ page, request }) => {
    const artistName = payload('Lush');
    const dropTitle = payload('Tidal');
    const headline = payload('Behind');
    await editContent('artists', 'lushsux', { name: artistName });
    await editContent('drops', 'tidal-light', { title: dropTitle });
    await editContent('articles', 'behind-tidal-light', { title: headline });
    for (const tag of ['artists', 'drops', 'articles', 'products']) await revalidate(request, tag);

    const cases: Array<[string, (data: Record<string, unknown>) => unknown, string]> = [
      ['/artists/lushsux', (d) => (d.mainEntity as { name: string }).name, artistName],
      ['/drops/tidal-light', (d) => d.name, dropTitle],
      ['/articles/behind-tidal-light', (d) => d.headline, headline],
    ];
    for (const [path, field, original] of cases) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(original.slice(0, 5));
      const blocks = await jsonLd(page);
      expect(blocks.map((b) => field(b as Record<string, unknown>))).toContain(original);
      // No injected element exists and nothing ran.
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
  });
});

const EVIL = 'https://evil.example';
/** A test client behind the proxy (TRUSTED_PROXY_HOPS=1 in playwright.config.ts). */
const client = (ip: string, origin = 'http://localhost:3000') => ({ origin, 'x-forwarded-for': ip });

test.describe('rate limits', () => {
  test('a sixth wrong password for one account from one address is refused with 429, Retry-After and our text; the owner elsewhere is not locked out', async ({
    request,
  }) => {
    const email = `brute-${Date.now()}@example.com`;
    // Sent at once: every attempt is counted when it arrives, so a burst cannot slip past the check.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => request.post('/api/auth/login', { headers: client('203.0.113.10'), data: { email, password: `wrong-${i}` } })),
    );
    const statuses = burst.map((r) => r.status()).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = burst.find((r) => r.status() === 429)!;
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'Too many attempts, please try again later.' });
    // The same account from another address still gets an answer from the platform.
    const owner = await request.post('/api/auth/login', { headers: client('203.0.113.11'), data: { email, password: 'wrong-again' } });
    expect(owner.status()).toBe(400);
  });

  test('one address trying many accounts is stopped after 30 failures; another address is not', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await request.post('/api/auth/login', {
        headers: client('203.0.113.20'),
        data: { email: `spray-${i}-${Date.now()}@example.com`, password: 'wrong-pass' },
      });
      statuses.push(res.status());
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await request.post('/api/auth/login', { headers: client('203.0.113.21'), data: { email: 'collector@example.com', password: 'password123' } });
    expect(other.status()).toBe(200);
  });

  test('e-mail codes: a sixth wrong code from one client is refused before it reaches the platform; another client is still heard', async ({ request }) => {
    await request.post('/api/auth/forgot-password', { headers: client('203.0.113.30'), data: { email: 'newbie@example.com' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/auth/reset-password', {
        headers: client('203.0.113.31'),
        data: { email: 'newbie@example.com', code: String(100000 + i), password: 'guessed-pass', confirmPassword: 'guessed-pass' },
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const other = await request.post('/api/auth/reset-password', {
      headers: client('203.0.113.32'),
      data: { email: 'newbie@example.com', code: '100009', password: 'guessed-pass', confirmPassword: 'guessed-pass' },
    });
    expect(other.status()).toBe(400);
  });

  test('the platform hears the client address as X-Forwarded-For on sign-in calls', async ({ request }) => {
    await clearPlatformRequests();
    await request.post('/api/auth/login', { headers: client('198.51.100.7'), data: { email: 'collector@example.com', password: 'password123' } });
    const calls = await platformRequests();
    expect(calls.find((c) => c.path === '/users/login')).toMatchObject({ method: 'POST', forwardedFor: '198.51.100.7' });
  });
});

test.describe('cross-site requests', () => {
  const JSON_ROUTES = [
    '/api/auth/login',
    '/api/auth/register',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/send-verification',
    '/api/auth/verify-email',
    '/api/auth/wallet/nonce',
    '/api/auth/wallet/login',
    '/api/newsletter',
    '/api/membership-applications',
    '/api/raffles/enter',
    '/api/notifications',
    '/api/layers/tear',
    '/api/layers/shipping',
    '/api/synthia/signature',
    '/api/synthia/subscription',
    '/api/discord/exchange',
  ];

  test('every state-changing route refuses another origin, a cross-site fetch, no origin, and non-JSON bodies, before calling the platform', async ({
    request,
  }) => {
    await clearPlatformRequests();
    for (const path of JSON_ROUTES) {
      const data = { email: 'collector@example.com' };
      expect((await request.post(path, { headers: { origin: EVIL }, data })).status(), `${path} from another origin`).toBe(403);
      expect(
        (await request.post(path, { headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }, data })).status(),
        `${path} cross-site`,
      ).toBe(403);
      expect((await request.post(path, { data })).status(), `${path} without origin`).toBe(403);
      const form = await request.post(path, { headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' }, data: JSON.stringify(data) });
      expect(form.status(), `${path} as text/plain`).toBe(415);
      const big = await request.post(path, { headers: { origin: 'http://localhost:3000' }, data: { email: 'a@example.com', pad: 'x'.repeat(17 * 1024) } });
      expect(big.status(), `${path} over 16 KB`).toBe(413);
    }
    for (const path of ['/api/auth/logout', '/api/auth/expired']) {
      expect((await request.post(path, { headers: { origin: EVIL } })).status(), path).toBe(403);
    }
    expect((await request.get('/api/auth/expired?next=/')).status()).toBe(405);
    expect(await platformRequests()).toEqual([]);
  });

  test('a cross-site logout leaves the session alone; a same-origin one ends it', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: 'http://localhost:3000' },
      data: { email: 'collector@example.com', password: 'password123' },
    });
    expect(login.status()).toBe(200);
    expect((await page.request.post('/api/auth/logout', { headers: { origin: EVIL } })).status()).toBe(403);
    expect((await (await page.request.get('/api/auth/session')).json()).signedIn).toBe(true);
    expect((await page.request.post('/api/auth/logout', { headers: { origin: 'http://localhost:3000' }, data: {} })).status()).toBe(200);
    expect((await (await page.request.get('/api/auth/session')).json()).signedIn).toBe(false);
  });

  test('a page that finds the session expired ends it through a same-origin form and sends the visitor to login', async ({ page }) => {
    await page.request.post('/api/auth/login', {
      headers: { origin: 'http://localhost:3000' },
      data: { email: 'collector@example.com', password: 'password123' },
    });
    await expireTokens('collector@example.com');
    await page.goto('/users/update');
    await expect(page).toHaveURL('/login?next=%2Fusers%2Fupdate');
    expect((await page.context().cookies()).find((c) => c.name === 'drop_session')).toBeUndefined();
  });
});

test.describe('uploads', () => {
  test('an image is judged by its bytes: an SVG called avatar.png is refused', async ({ page, playwright }) => {
    await page.request.post('/api/auth/login', {
      headers: { origin: 'http://localhost:3000' },
      data: { email: 'collector@example.com', password: 'password123' },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const res = await page.request.put('/api/me/images/avatar', {
      headers: { origin: 'http://localhost:3000' },
      multipart: { avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: svg } },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ error: 'Please choose a png or jpeg image' });
    // Straight to this lane's site, past its test proxy (e2e/support/lane.ts): the site answers 413
    // after the first bytes and resets the rest, and a tunnel between can lose that answer.
    const direct = await playwright.request.newContext({
      baseURL: `http://localhost:${LANE.site}`,
      proxy: undefined,
      storageState: await page.request.storageState(),
    });
    const tooBig = await direct.put('/api/me/images/avatar', {
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      multipart: { avatar: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 70 * 1024) } },
    });
    expect(tooBig.status()).toBe(413);
    await direct.dispose();
  });
});

test.describe('wallet sign-in (the platform nonce text)', () => {
  const ORIGIN = { origin: 'http://localhost:3000' };
  // A fresh wallet for each run: a new wallet gets a new user, as the platform does.
  const wallet = () => privateKeyToAccount(generatePrivateKey());

  test('signs the platform nonce text as it is, once; the address is the one the signature proves', async ({ playwright }) => {
    const browser = await playwright.request.newContext({ baseURL: 'http://localhost:3000' });
    const account = wallet();
    await clearPlatformRequests();
    const nonce = await browser.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: account.address } });
    const { message } = (await nonce.json()) as { message: string };
    // The text the platform issued, unwrapped: a platform that checks its own nonce_text accepts the signature.
    expect(message).toMatch(/^Sign this message to log in to DRP\.\n\nWallet: 0x[0-9a-fA-F]{40}\nNonce: [0-9a-f]{32}$/);
    const signature = await account.signMessage({ message });

    const ok = await browser.post('/api/auth/wallet/login', { headers: ORIGIN, data: { address: account.address, signature } });
    expect(ok.status()).toBe(200);
    expect((await (await browser.get('/api/auth/session')).json()).address).toBe(account.address.toLowerCase());
    expect(
      (await platformRequests())
        .filter((c) => c.path.startsWith('/v2/users/wallet/'))
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/v2/users/wallet/connect', '/v2/users/wallet/login']);

    const replay = await browser.post('/api/auth/wallet/login', { headers: ORIGIN, data: { address: account.address, signature } });
    expect(replay.status()).toBe(401);
    await browser.dispose();
  });

  test('refuses a nonce fetched by another browser and a signature of another wallet, before the platform is asked', async ({ playwright }) => {
    const alice = await playwright.request.newContext({ baseURL: 'http://localhost:3000' });
    const mallory = await playwright.request.newContext({ baseURL: 'http://localhost:3000' });
    const account = wallet();
    const { message } = (await (await alice.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: account.address } })).json()) as {
      message: string;
    };
    const signature = await account.signMessage({ message });

    // Mallory replays Alice's signature from her own browser: her session never asked for that nonce.
    const foreign = await mallory.post('/api/auth/wallet/login', { headers: ORIGIN, data: { address: account.address, signature } });
    expect(foreign.status()).toBe(401);
    expect(await foreign.json()).toEqual({ error: 'No sign-in was started in this browser, or it was already used' });

    // The right nonce text signed by another key: refused here, before the platform is asked.
    const { message: again } = (await (await alice.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: account.address } })).json()) as {
      message: string;
    };
    await clearPlatformRequests();
    const forged = await alice.post('/api/auth/wallet/login', {
      headers: ORIGIN,
      data: { address: account.address, signature: await wallet().signMessage({ message: again }) },
    });
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toEqual({ error: 'The signature does not match the wallet' });
    expect((await platformRequests()).filter((c) => c.path === '/v2/users/wallet/login')).toEqual([]);
    await alice.dispose();
    await mallory.dispose();
  });
});

test.describe('security headers', () => {
  const BASE = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'content-security-policy'];

  test('a content page, a wallet page and a route handler carry the header set; pages list their inline scripts by hash', async ({ request }) => {
    // Every inline script of these pages must be one the framework wrote (lib/http/security-headers.mjs):
    // a new one after an upgrade fails here, naming it.
    for (const path of [
      '/',
      '/artists/lushsux',
      '/drops/blackfeather',
      '/drops/theeveofrevolution',
      '/users/collector',
      '/drops?past=2',
      '/api/auth/session',
    ]) {
      const res = await request.get(path);
      const headers = res.headers();
      for (const name of BASE) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      const csp = headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      if (path.startsWith('/api/')) {
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
        continue;
      }
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      // Every executable inline script of the HTML is listed by its hash; a page rendered for this
      // request alone (streamed) carries the request's nonce on the framework's scripts instead.
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
        attributes: m[1],
        body: m[2],
      }));
      expect(inline.length).toBeGreaterThan(0);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(Boolean(nonce), `${path}: a nonce only on a page rendered per request`).toBe(/private|no-store/.test(headers['cache-control'] ?? ''));
      if (path === '/users/collector') expect(nonce).toBeTruthy();
      if (path === '/') expect(nonce).toBeUndefined();
      const { createHash } = await import('node:crypto');
      for (const { attributes, body } of inline) {
        const given = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
        if (nonce && given) expect(given, `${path}: ${body.slice(0, 120)}`).toBe(nonce);
        else expect(scriptSrc, `${path}: ${body.slice(0, 120)}`).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  });

  test('under the CSP the pages run and the wallet modal connects and signs in, with no violation', async ({ page, wallet }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/artists/lushsux');
    await page.goto('/articles/behind-tidal-light');
    await page.goto('/drops/blackfeather');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByText('Login successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: '0x2...1E8f' })).toBeVisible();
    expect(wallet.address).toBe('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f');
    expect(violations).toEqual([]);
  });

  test("a 304 keeps the cached page's policy: a second visit still runs the page", async ({ page, request }) => {
    const first = await request.get('/drops/theeveofrevolution');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/drops/theeveofrevolution', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();

    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/drops/theeveofrevolution');
    await page.goto('/drops/theeveofrevolution');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an inline script that is not in the page policy does not run', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/artists/lushsux');
    // What an injected <script> would do: it is refused.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
  });
});

test.describe('input from URLs and answers from the platform', () => {
  test('the image optimiser fetches only picture folders of the platform’s API host', async ({ request }) => {
    const optimised = (url: string) => request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
    expect((await optimised(`${API_URL}/images/optimiser-check.png?w=200`)).status()).toBe(200);
    await clearPlatformRequests();
    for (const path of ['/users/optimiser-probe', '/drops/optimiser-probe', '/__sandbox/health', '/images/../users/optimiser-probe']) {
      expect((await optimised(`${API_URL}${path}`)).status(), path).toBe(400);
    }
    // None of them reached the platform.
    expect((await platformRequests()).filter((r) => r.path.includes('optimiser-probe'))).toEqual([]);
  });

  test('a repeated query parameter is read as its first value, never a 500', async ({ page, request }) => {
    for (const path of [
      '/login?next=/a&next=/b',
      '/session-expired?next=/a&next=/b',
      '/verifyemail?email=a@example.com&email=b@example.com&code=1&code=2',
      '/reset-password?email=a@example.com&email=b@example.com&code=1&code=2',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
    }
    await page.request.post('/api/auth/login', {
      headers: { origin: 'http://localhost:3000' },
      data: { email: 'collector@example.com', password: 'password123' },
    });
    for (const path of ['/users/update?dialog=basic&dialog=socials', '/users/account?currency=usd&currency=eur']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).not.toContain('Something went wrong');
    }
    // The first `next` is the way back after login.
    await page.request.post('/api/auth/logout', { headers: { origin: 'http://localhost:3000' }, data: {} });
    await page.goto('/login?next=%2Fusers%2Faccount&next=%2Fusers%2Fupdate');
    await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
    await page.getByRole('main').getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/users/account', { timeout: 20_000 });
  });

  test('keys that are not key-shaped never reach the platform', async ({ page }) => {
    await page.request.post('/api/auth/login', {
      headers: { origin: 'http://localhost:3000' },
      data: { email: 'collector@example.com', password: 'password123' },
    });
    await clearPlatformRequests();
    for (const path of ['/transaction/%2e%2e', '/transaction/.', '/artists/%2e%2e', '/articles/a%2F..%2F..%2Fusers', '/users/%2e%2e']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
    }
    const calls = await platformRequests();
    expect(calls.filter((c) => /\/\.\.?(\/|$)/.test(c.path) || ['/', '/users', '/transactions'].includes(c.path))).toEqual([]);
  });

  test('a link preview of an unknown key is a 404, not a card', async ({ request }) => {
    for (const path of ['/artists/nobody-at-all/opengraph-image', '/articles/no-such-article/opengraph-image', '/drops/no-such-drop/opengraph-image']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get('/artists/lushsux/opengraph-image')).headers()['content-type']).toBe('image/png');
  });

  test('forgot-password answers the same for a known and an unknown address; a register refusal gives the platform’s error field', async ({ request }) => {
    const known = await request.post('/api/auth/forgot-password', { headers: client('203.0.113.50'), data: { email: 'collector@example.com' } });
    const unknown = await request.post('/api/auth/forgot-password', { headers: client('203.0.113.51'), data: { email: 'nobody-here@example.com' } });
    expect([known.status(), unknown.status()]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());
    // The stand-in answers "Email already exists": the form's slot shows the platform's error field (platform-core §4).
    const refused = await request.post('/api/auth/register', {
      headers: client('203.0.113.52'),
      data: {
        firstName: 'Case',
        lastName: 'Collector',
        nickName: 'collector2',
        email: 'collector@example.com',
        password: 'password123',
        confirmPassword: 'password123',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Email already exists' });
  });
});
