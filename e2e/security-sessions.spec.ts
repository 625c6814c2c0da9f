import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import sharp from 'sharp';
import { createPublicClient, createWalletClient, http, parseEventLogs } from 'viem';
import { foundry } from 'viem/chains';
import { vhilsLayersAbi } from '../contracts/generated/VhilsLayers';
import { mnemonicToAccount, generatePrivateKey, privateKeyToAccount, type HDAccount, type PrivateKeyAccount } from 'viem/accounts';
import { HEADERS_TIMEOUT_MS } from '../lib/http/timeouts.mjs';
import { shippingForm } from '../sandbox/api/test-forms';
import { expect, test } from './fixtures';
import { devnetAccount } from './support/auction';
import { LANE } from './support/lane';
import { API_URL, clearPlatformRequests, platformRequests, sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet, TEST_MNEMONIC, WALLET_NAME } from './support/wallet';

/**
 * ASVS L2: each attack as an attacker would run it against the built site, and what it
 * now reaches: nothing.
 */
const SITE = 'http://localhost:3000';
const ORIGIN = { origin: SITE };
const ARTICLE_CONTENT = '/api/articles/ar-eve-devblog/content';
/** Devnet account #9 holds Black Feather editions: it reads the gated article. */
const holder = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 9 });

/** One signature over the nonce the site offers, as the wallet host sends it; the login's status. */
async function signOnce(api: APIRequestContext, account: HDAccount | PrivateKeyAccount) {
  const nonce = await api.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: account.address } });
  expect(nonce.status()).toBe(200);
  const { message } = (await nonce.json()) as { message: string };
  return (
    await api.post('/api/auth/wallet/login', { headers: ORIGIN, data: { address: account.address, signature: await account.signMessage({ message }) } })
  ).status();
}

/** Signs in as the wallet host does: a 409 (the platform no longer held the nonce) is signed again, once. */
async function walletSignIn(api: APIRequestContext, account: HDAccount | PrivateKeyAccount) {
  const status = await signOnce(api, account);
  expect(status === 409 ? await signOnce(api, account) : status).toBe(200);
}

/** Someone asks the platform itself for the wallet's nonce (not through the site); its answer. */
async function askPlatform(address: string): Promise<string> {
  const res = await fetch(`${API_URL}/v2/users/wallet/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wallet_address: address }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { nonce_text: string }).nonce_text;
}

/** The platform lets the wallet's nonce expire and holds another: the site's kept one is refused. */
async function replaceAtPlatform(address: string) {
  const before = await askPlatform(address);
  await fetch(`${API_URL}/__sandbox/expire-nonce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wallet_address: address }),
  });
  expect(await askPlatform(address)).not.toBe(before);
}

async function expireWalletTokens(address: string) {
  await fetch(`${API_URL}/__sandbox/expire-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wallet_address: address }),
  });
}

const signedIn = async (api: APIRequestContext) => ((await (await api.get('/api/auth/session')).json()) as { signedIn: boolean }).signedIn;

/** A second browser holding a copy of the first one's cookies (an attacker who took the cookie). */
async function copyOf(playwright: PlaywrightWorkerArgs['playwright'], api: APIRequestContext) {
  return playwright.request.newContext({ baseURL: SITE, storageState: await api.storageState() });
}

/** What a session cookie opens: the gated article, a Synthia signature, Discord authorisation, the layers shipping form. */
async function whatItOpens(api: APIRequestContext) {
  const content = (await api.get(ARTICLE_CONTENT)).status();
  const synthia = (await api.post('/api/synthia/signature', { headers: ORIGIN, data: { amount: 1 } })).status();
  const discord = (await api.get('/api/discord/authorize', { maxRedirects: 0 })).headers().location ?? '';
  const shipping = (await api.post('/api/layers/shipping', { headers: ORIGIN, data: shippingForm() })).status();
  return { signedIn: await signedIn(api), content, synthia, discordStarts: !discord.includes('error=login'), shipping };
}

test.describe('a session that ended opens nothing, whichever copy of its cookie is sent', () => {
  test('after logout', async ({ playwright }) => {
    const browser = await playwright.request.newContext({ baseURL: SITE });
    await walletSignIn(browser, holder);
    const stolen = await copyOf(playwright, browser);
    expect(await whatItOpens(stolen)).toMatchObject({ signedIn: true, content: 200, discordStarts: true });

    expect((await browser.post('/api/auth/logout', { headers: ORIGIN, data: {} })).status()).toBe(200);
    expect(await whatItOpens(stolen)).toEqual({ signedIn: false, content: 401, synthia: 401, discordStarts: false, shipping: 401 });
    await Promise.all([browser.dispose(), stolen.dispose()]);
  });

  test('after the platform ended the token on its own: each wallet-gated route asks it, refuses, and ends the session', async ({ playwright }) => {
    // A session of its own per route: the first route's refusal ends the session, which would hide a route that never asks.
    const routes: Array<[string, (api: APIRequestContext) => Promise<unknown>]> = [
      ['content', async (api) => (await api.get(ARTICLE_CONTENT)).status()],
      ['synthia', async (api) => (await api.post('/api/synthia/signature', { headers: ORIGIN, data: { amount: 1 } })).status()],
      ['shipping', async (api) => (await api.post('/api/layers/shipping', { headers: ORIGIN, data: shippingForm() })).status()],
      ['tear', async (api) => (await api.post('/api/layers/tear', { headers: ORIGIN, data: { tokenId: '7', tearType: 1 } })).status()],
      ['discord', async (api) => ((await api.get('/api/discord/authorize', { maxRedirects: 0 })).headers().location ?? '').includes('error=login')],
    ];
    for (const [name, open] of routes) {
      const browser = await playwright.request.newContext({ baseURL: SITE });
      await walletSignIn(browser, holder);
      // The platform revokes the token (expiry, a reset elsewhere, an operator); the cookie and its record still stand here.
      await expireWalletTokens(holder.address);
      expect(await signedIn(browser), name).toBe(true);
      expect(await open(browser), name).toBe(name === 'discord' ? true : 401);
      expect(await signedIn(browser), name).toBe(false);
      await browser.dispose();
    }
  });

  test('after the platform’s token expired (the platform is logged out too), and after a new sign-in', async ({ playwright, page }) => {
    const browser = await playwright.request.newContext({ baseURL: SITE });
    await browser.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    const stolen = await copyOf(playwright, browser);
    expect(await signedIn(stolen)).toBe(true);
    await clearPlatformRequests();
    const expired = await browser.post('/api/auth/expired', { headers: ORIGIN, form: { next: '/' }, maxRedirects: 0 });
    expect(expired.status()).toBe(303);
    // Relative: the browser keeps the address it used, whatever proxy or port is in between.
    expect(expired.headers().location).toBe('/login?next=%2F');
    expect(await signedIn(stolen)).toBe(false);
    expect((await stolen.get('/api/me')).status()).toBe(401);
    expect((await platformRequests()).some((r) => r.method === 'POST' && r.path === '/users/logout')).toBe(true);

    // A new sign-in in the same browser: the copy taken before it signs in no one.
    await walletSignIn(browser, holder);
    const before = await copyOf(playwright, browser);
    expect((await before.get(ARTICLE_CONTENT)).status()).toBe(200);
    await browser.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    expect(await signedIn(browser)).toBe(true);
    expect(await whatItOpens(before)).toMatchObject({ signedIn: false, content: 401, synthia: 401 });

    // A page the copy opens sends it through /session-expired to login, as for an expired token.
    await page.context().addCookies((await before.storageState()).cookies);
    await page.goto('/users/account');
    await expect(page).toHaveURL(/\/login\?next=%2Fusers%2Faccount$/, { timeout: 20_000 });
    await Promise.all([browser.dispose(), stolen.dispose(), before.dispose()]);
  });
});

/** A JSON POST from another client address (127.0.0.2: another visitor to the rate limits). */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: LANE.site,
        localAddress,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), origin: SITE, host: 'localhost:3000' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function getFrom(localAddress: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: LANE.site, localAddress, path, headers: { host: 'localhost:3000' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('wallet sign-in cannot be jammed', () => {
  test('an attacker asking for wallet #9’s nonce every second does not stop #9 signing in', async ({ page, playwright }) => {
    test.setTimeout(90_000);
    let attacking = true;
    const answers: number[] = [];
    const attack = (async () => {
      while (attacking) {
        answers.push((await postFrom('127.0.0.2', '/api/auth/wallet/nonce', { address: holder.address })).status);
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    try {
      // Between the nonce and the signature, the attacker asks again (the wallet takes its time).
      const victim = await playwright.request.newContext({ baseURL: SITE });
      const { message } = (await (await victim.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: holder.address } })).json()) as {
        message: string;
      };
      await page.waitForTimeout(2500);
      const login = await victim.post('/api/auth/wallet/login', {
        headers: ORIGIN,
        data: { address: holder.address, signature: await holder.signMessage({ message }) },
      });
      expect(login.status()).toBe(200);
      await victim.dispose();

      // And in the browser, through the wallet.
      await injectWallet(page, 9);
      await page.goto('/');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
      await page.waitForTimeout(2500);
      await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
      await expect(page.getByText('Login successfully')).toBeVisible();
      expect(((await (await page.request.get('/api/auth/session')).json()) as { address: string }).address).toBe(holder.address.toLowerCase());
    } finally {
      attacking = false;
      await attack;
    }
    expect(answers.length).toBeGreaterThanOrEqual(4);
  });

  test('an attacker asking the platform itself for the wallet’s nonce five times a second does not stop three sign-ins in a row', async ({ playwright }) => {
    const owner = privateKeyToAccount(generatePrivateKey());
    let attacking = true;
    const seen = new Set<string>();
    const attack = (async () => {
      while (attacking) {
        seen.add(await askPlatform(owner.address));
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    try {
      for (let i = 0; i < 3; i++) {
        const client = await playwright.request.newContext({ baseURL: SITE });
        const nonce = await client.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: owner.address } });
        const { message } = (await nonce.json()) as { message: string };
        // The wallet takes its time while the attacker asks the platform again and again.
        await new Promise((r) => setTimeout(r, 1500));
        const login = await client.post('/api/auth/wallet/login', {
          headers: ORIGIN,
          data: { address: owner.address, signature: await owner.signMessage({ message }) },
        });
        expect(login.status()).toBe(200);
        await client.dispose();
      }
    } finally {
      attacking = false;
      await attack;
    }
    // The platform answered its outstanding nonce to every ask until a sign-in used it: one text per sign-in.
    expect(seen.size).toBeLessThanOrEqual(4);
  });

  test('a kept nonce the platform no longer holds costs a second signature, not a failed sign-in', async ({ page, playwright }) => {
    // Through the API: the kept nonce is refused by the platform (409), a fresh one signs in.
    const owner = privateKeyToAccount(generatePrivateKey());
    const client = await playwright.request.newContext({ baseURL: SITE });
    expect((await client.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: owner.address } })).status()).toBe(200);
    await replaceAtPlatform(owner.address);
    expect(await signOnce(client, owner)).toBe(409);
    expect(await signOnce(client, owner)).toBe(200);
    expect(await signedIn(client)).toBe(true);
    await client.dispose();

    // In the browser: the wallet was connected elsewhere and not signed (its nonce kept), the
    // platform's nonce changed since; the visitor presses Sign message once, the wallet asks twice.
    const wallet = await injectWallet(page, 7);
    const elsewhere = await playwright.request.newContext({ baseURL: SITE });
    expect((await elsewhere.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: wallet.address } })).status()).toBe(200);
    await elsewhere.dispose();
    await replaceAtPlatform(wallet.address);
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByText('Login successfully')).toBeVisible();
    await expect(page.getByText('Error verifying signature, please retry!')).toHaveCount(0);
    expect(((await (await page.request.get('/api/auth/session')).json()) as { address: string }).address).toBe(wallet.address.toLowerCase());
  });

  test('a wrong signature from someone holding the same nonce does not use it up', async ({ playwright }) => {
    const attacker = await playwright.request.newContext({ baseURL: SITE });
    const victim = await playwright.request.newContext({ baseURL: SITE });
    const owner = privateKeyToAccount(generatePrivateKey());
    const { message } = (await (await victim.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: owner.address } })).json()) as {
      message: string;
    };
    const theirs = (await (await attacker.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: owner.address } })).json()) as { message: string };
    expect(theirs.message).toBe(message);
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    expect((await attacker.post('/api/auth/wallet/login', { headers: ORIGIN, data: { address: owner.address, signature: forged } })).status()).toBe(401);
    expect(
      (
        await victim.post('/api/auth/wallet/login', { headers: ORIGIN, data: { address: owner.address, signature: await owner.signMessage({ message }) } })
      ).status(),
    ).toBe(200);
    // Used: the next sign-in gets a fresh nonce.
    const next = (await (await victim.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: owner.address } })).json()) as { message: string };
    expect(next.message).not.toBe(message);
    await Promise.all([attacker.dispose(), victim.dispose()]);
  });
});

test.describe("a layer's tear data", () => {
  const TEAR = { tokenId: '1', tearType: 1 };
  const tearCalls = async () => (await platformRequests()).filter((c) => c.path.startsWith('/layers/tears'));

  test('is refused to a visitor, to an e-mail session and to a wallet that does not own the layer, before the platform is asked', async ({ playwright }) => {
    await clearPlatformRequests();
    const visitor = await playwright.request.newContext({ baseURL: SITE });
    const anonymous = await visitor.post('/api/layers/tear', { headers: ORIGIN, data: TEAR });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please login to apply a tear to your LAYER' });
    await visitor.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    expect((await visitor.post('/api/layers/tear', { headers: ORIGIN, data: TEAR })).status()).toBe(401);
    await visitor.dispose();

    const attacker = await playwright.request.newContext({ baseURL: SITE });
    await walletSignIn(attacker, privateKeyToAccount(generatePrivateKey()));
    for (const tearType of [1, 2]) {
      const res = await attacker.post('/api/layers/tear', { headers: ORIGIN, data: { tokenId: '1', tearType } });
      expect(res.status()).toBe(403);
      expect(await res.json()).toEqual({ error: 'You require at least one token to use the tear on' });
    }
    await attacker.dispose();
    expect(await tearCalls()).toEqual([]);
  });
});

test.describe('cross-site logout by navigation', () => {
  let elsewhere: Server;
  let elsewhereUrl = '';
  test.beforeAll(async () => {
    // Another site (another host and port), linking to ours.
    elsewhere = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<a href="${SITE}/session-expired">expired</a> <a href="${SITE}/logout">logout</a>`);
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

  test('a link on another site to /logout or /session-expired ends nothing until the visitor presses', async ({ page }) => {
    await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    await page.goto(elsewhereUrl);
    await page.getByRole('link', { name: 'expired' }).click();
    await expect(page.getByRole('button', { name: 'Log in again' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await signedIn(page.request)).toBe(true);

    await page.goto(elsewhereUrl);
    await page.getByRole('link', { name: 'logout' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await signedIn(page.request)).toBe(true);

    // The visitor's own press logs out, as the spec's logout does; and from the site itself it runs at once.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login', { timeout: 20_000 });
    expect(await signedIn(page.request)).toBe(false);
    await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    await page.goto('/logout');
    await expect(page).toHaveURL('/login', { timeout: 20_000 });
    expect(await signedIn(page.request)).toBe(false);
  });
  test('without scripts, the Log out button shown for a link from elsewhere still ends the session', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: SITE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    await page.goto(elsewhereUrl);
    await page.getByRole('link', { name: 'logout' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2F$/);
    expect(await signedIn(page.request)).toBe(false);
    await context.close();
  });
});

test.describe('layer metadata', () => {
  const metadataCalls = async () => (await platformRequests()).filter((c) => c.path.startsWith('/layers/metadata/')).length;
  const ids = (from: number) => Array.from({ length: 30 }, (_, i) => from + i).join(',');
  /** Mints `count` unrevealed layers to a wallet no test uses; their token ids. */
  async function mintLayers(count: number): Promise<bigint[]> {
    const { VhilsLayers } = await sandboxContracts();
    const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
    const owner = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: devnetAccount(0) });
    const hash = await owner.writeContract({
      address: VhilsLayers,
      abi: vhilsLayersAbi,
      functionName: 'teamMint',
      args: [privateKeyToAccount(generatePrivateKey()).address, Array.from({ length: count }, () => 0)],
    });
    const receipt = await createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) }).waitForTransactionReceipt({ hash });
    return parseEventLogs({ abi: vhilsLayersAbi, eventName: 'Transfer', logs: receipt.logs }).map((log) => log.args.tokenId);
  }

  test('one request reaches at most 30 platform calls, repeats are served from the cache, and every call counts against the client', async () => {
    test.setTimeout(60_000);
    expect(await getFrom('127.0.0.3', `/api/layers/metadata?ids=${ids(1)},31`)).toBe(400);
    // Layers no other test has read: the site keeps metadata for a minute, and the devnet's own layers
    // may have been read by another test on this lane's site. A random count first moves the new ids.
    const fresh = (await mintLayers(1 + Math.floor(Math.random() * 40) + 3)).slice(-3).join(',');
    await clearPlatformRequests();
    expect(await getFrom('127.0.0.3', `/api/layers/metadata?ids=${fresh}`)).toBe(200);
    const first = await metadataCalls();
    expect(first).toBe(3);
    expect(await getFrom('127.0.0.3', `/api/layers/metadata?ids=${fresh}&states=0,0,0`)).toBe(200);
    expect(await metadataCalls()).toBe(first);

    // Unknown layers are asked for each time, and each call is charged: the client runs out.
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push(await getFrom('127.0.0.3', `/api/layers/metadata?ids=${ids(900_000 + n * 30)}`));
    expect(statuses.slice(0, 7).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await metadataCalls()).toBeLessThanOrEqual(240);
  });
});

test.describe('uploads', () => {
  test('an avatar is decoded and encoded again: a PNG signature before HTML is refused, what trails an image is not stored', async ({ page }) => {
    await page.request.post('/api/auth/login', { headers: ORIGIN, data: { email: 'collector@example.com', password: 'password123' } });
    const put = (buffer: Buffer, name = 'me.png', mimeType = 'image/png') =>
      page.request.put('/api/me/images/avatar', { headers: ORIGIN, multipart: { avatar: { name, mimeType, buffer } } });

    const polyglot = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]);
    const refused = await put(polyglot);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Please choose a png or jpeg image' });

    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Home address 1 Secret St' } } })
      .jpeg()
      .toBuffer();
    const stored = await put(Buffer.concat([image, Buffer.from('<script>alert(1)</script>')]), 'me.jpg', 'image/jpeg');
    expect(stored.status()).toBe(200);
    const { user } = (await stored.json()) as { user: { avatar: { original: string } } };
    const bytes = Buffer.from(await (await page.request.get(user.avatar.original)).body());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(bytes.includes(Buffer.from('Secret St'))).toBe(false);
  });
});

/** A client that sends part of its headers and then nothing: what the server answers, and after how long. */
function stallInHeaders(): Promise<{ answer: string; waited: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(LANE.site, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve({ answer: received, waited: Date.now() - started }));
    socket.on('error', reject);
  });
}

// Started with the file, so its 20 s wait runs beside the other tests instead of after them.
let stalled: ReturnType<typeof stallInHeaders>;
test.beforeAll(() => {
  stalled = stallInHeaders();
});

test('a client that stalls in its headers is dropped with 408 after the headers time-out', async () => {
  test.setTimeout(HEADERS_TIMEOUT_MS + 30_000);
  const { answer, waited } = await stalled;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(waited).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
  expect(waited).toBeLessThan(HEADERS_TIMEOUT_MS + 5000);
});
