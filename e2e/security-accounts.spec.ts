import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { LANE } from './support/lane';
import { connectAndSignIn } from './support/draw';
import { API_URL, latestMail, sandboxContracts } from './support/sandbox';
import { injectWallet } from './support/wallet';

/**
 * Accounts that cannot be taken over. Each attack as an attacker would run it against
 * the built site, and what it now reaches.
 */
const SITE = 'http://localhost:3000';
const ORIGIN = { origin: SITE };

type Answer = { status: number; json: Record<string, unknown> };

/**
 * A JSON POST from a loopback source address of our choosing: the site keys its limits by the
 * socket's address (no X-Forwarded-For is sent, so the one trusted hop is the socket itself).
 */
function postFrom(localAddress: string, pathname: string, data: unknown): Promise<Answer> {
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: LANE.site,
        localAddress,
        method: 'POST',
        path: pathname,
        headers: { host: 'localhost:3000', origin: SITE, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signedIn = async (api: APIRequestContext) => ((await (await api.get('/api/auth/session')).json()) as { signedIn: boolean }).signedIn;

/** A browser of its own, signed in with a password, speaking from `ip` (the one trusted proxy hop). */
async function passwordSession(playwright: PlaywrightWorkerArgs['playwright'], email: string, password: string, ip: string) {
  const api = await playwright.request.newContext({ baseURL: SITE, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const res = await api.post('/api/auth/login', { headers: ORIGIN, data: { email, password } });
  expect(res.status()).toBe(200);
  return api;
}

/** Signs a fresh wallet in, as the wallet host does: a new wallet gets a new account with no e-mail. */
async function walletSession(playwright: PlaywrightWorkerArgs['playwright'], account: PrivateKeyAccount) {
  const api = await playwright.request.newContext({ baseURL: SITE, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.80' } });
  const nonce = await api.post('/api/auth/wallet/nonce', { headers: ORIGIN, data: { address: account.address } });
  const { message } = (await nonce.json()) as { message: string };
  const login = await api.post('/api/auth/wallet/login', {
    headers: ORIGIN,
    data: { address: account.address, signature: await account.signMessage({ message }) },
  });
  expect(login.status()).toBe(200);
  return api;
}

/** The wallet's signature of the text the site gives for adding `email` as the account's first address. */
async function firstEmailSignature(api: APIRequestContext, account: PrivateKeyAccount, email: string): Promise<string> {
  const proof = await api.post('/api/me/email-proof', { headers: ORIGIN, data: { email } });
  expect(proof.status()).toBe(200);
  const { message } = (await proof.json()) as { message: string };
  expect(message).toContain(email);
  return account.signMessage({ message });
}

/** The account's e-mail as the platform holds it, read with the account's own token. */
async function platformEmail(userKey: string, email: string, password: string): Promise<string | null> {
  const login = await fetch(`${API_URL}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const user = (await (await fetch(`${API_URL}/users/${userKey}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { email: string | null };
  return user.email;
}

/** A new account of its own (no other test's limits touch it), registered from `ip`. */
async function freshAccount(request: APIRequestContext, prefix: string, ip: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  const res = await request.post('/api/auth/register', {
    headers: { ...ORIGIN, 'x-forwarded-for': ip },
    data: { firstName: 'Owen', lastName: 'Owner', nickName: `${prefix}${Date.now()}`, email, password: 'owner-pass-1', confirmPassword: 'owner-pass-1' },
  });
  expect(res.status()).toBe(201);
  return email;
}

test.describe('no e-mail address joins an account without proof', () => {
  test('a wallet account cannot take a victim’s address: it stays pending, the victim registers it and lands in their own account', async ({ playwright }) => {
    const attackerWallet = privateKeyToAccount(generatePrivateKey());
    const attacker = await walletSession(playwright, attackerWallet);
    const victim = `victim-${Date.now()}@example.com`;
    const { userKey: attackerKey } = (await (await attacker.get('/api/auth/session')).json()) as { userKey: string };

    // The attacker holds its own wallet, so it can sign for a first address.
    const put = await attacker.put('/api/me/basic', {
      headers: ORIGIN,
      data: {
        firstName: 'Eve',
        lastName: 'Attacker',
        userName: `eve${Date.now()}`,
        email: victim,
        location: '',
        bio: '',
        walletSignature: await firstEmailSignature(attacker, attackerWallet, victim),
      },
    });
    expect(put.status()).toBe(200);
    const saved = (await put.json()) as { user: { email: string | null }; pendingEmail: string };
    expect(saved.pendingEmail).toBe(victim);
    expect(saved.user.email ?? '').toBe('');
    // The code went to the victim's mailbox, which the attacker does not read.
    expect((await latestMail(victim)).subject).toBe('Verify your e-mail address');
    // The attacker's guesses at that code are refused, and the account still has no address.
    const guess = await attacker.put('/api/me/confirm-email', { headers: ORIGIN, data: { code: '123456' } });
    expect(guess.status()).toBe(400);
    expect(await guess.json()).toEqual({ error: 'Invalid or expired code' });

    // The owner of the address registers it, verifies it, resets the password and logs in: their own account.
    const owner = await playwright.request.newContext({ baseURL: SITE, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.81' } });
    const reg = await owner.post('/api/auth/register', {
      headers: ORIGIN,
      data: { firstName: 'Vic', lastName: 'Tim', nickName: `vic${Date.now()}`, email: victim, password: 'victim-pass', confirmPassword: 'victim-pass' },
    });
    expect(reg.status()).toBe(201);
    const login = await owner.post('/api/auth/login', { headers: ORIGIN, data: { email: victim, password: 'victim-pass' } });
    expect(login.status()).toBe(200);
    const { userKey: ownerKey } = (await (await owner.get('/api/auth/session')).json()) as { userKey: string };
    expect(ownerKey).not.toBe(attackerKey);
    expect(await platformEmail(ownerKey, victim, 'victim-pass')).toBe(victim);
    for (const c of [attacker, owner]) await c.dispose();
  });

  test('a stolen wallet-only session cannot add a first address: only the wallet’s signature of the text for that address does, once', async ({
    playwright,
  }) => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const stolen = await walletSession(playwright, owner);
    const email = `first-${Date.now()}@example.com`;
    const add = (data: Record<string, unknown>) => stolen.put('/api/me/email', { headers: ORIGIN, data: { email, ...data } });
    const refusal = { error: 'Confirm with your wallet to add an email address to this account' };

    const bare = await add({});
    expect(bare.status()).toBe(403);
    expect(await bare.json()).toEqual(refusal);
    // A signature of the text by another wallet, or the owner's of the text for another address.
    await stolen.post('/api/me/email-proof', { headers: ORIGIN, data: { email } });
    const forged = await add({ walletSignature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'anything' }) });
    expect(forged.status()).toBe(403);
    const other = await firstEmailSignature(stolen, owner, `other-${email}`);
    expect((await add({ walletSignature: other })).status()).toBe(403);
    expect((await latestMail(email).catch(() => null)) ?? null).toBeNull();

    const signature = await firstEmailSignature(stolen, owner, email);
    const before = await playwright.request.newContext({ baseURL: SITE, storageState: await stolen.storageState() });
    const staged = await add({ walletSignature: signature });
    expect(staged.status()).toBe(200);
    expect(((await staged.json()) as { pendingEmail: string }).pendingEmail).toBe(email);
    // One signature adds one address once: not again, not from a copy of the cookie taken before it was used.
    expect((await add({ walletSignature: signature })).status()).toBe(403);
    expect((await before.put('/api/me/email', { headers: ORIGIN, data: { email, walletSignature: signature } })).status()).toBe(403);
    for (const c of [stolen, before]) await c.dispose();
  });

  test('a wallet account adds its first address in the settings: the wallet signs, then the code is asked', async ({ page }) => {
    await injectWallet(page, 12);
    await page.goto('/');
    await connectAndSignIn(page, page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }));
    await page.goto('/users/update');
    const email = `wallet-first-${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: 'Change email' });
    await expect(form.getByText('Your wallet asks you to sign before a first email is added')).toBeVisible();
    await form.getByLabel('New email').fill(email);
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(form.getByText('We sent a code to your new address to verify it.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Confirm new email' })).toContainText(email);
    expect((await latestMail(email)).subject).toBe('Verify your e-mail address');
  });

  test('changing the e-mail in the settings keeps the old address until the mailed code is entered', async ({ page, request }) => {
    const email = await freshAccount(request, 'mover', '198.51.100.32');
    const newEmail = email.replace('mover-', 'moved-');
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('owner-pass-1');
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/');
    const { userKey } = (await (await page.request.get('/api/auth/session')).json()) as { userKey: string };
    await page.goto('/users/update');
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Current password').fill('owner-pass-1');
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(form.getByText('We sent a code to your new address to verify it.')).toBeVisible();
    const confirm = page.getByRole('form', { name: 'Confirm new email' });
    await expect(confirm).toContainText(newEmail);
    expect(await platformEmail(userKey, email, 'owner-pass-1')).toBe(email);
    // After a reload the code is still asked for; a wrong one keeps what was typed and says so.
    await page.reload();
    await confirm.getByLabel('Code').fill('000000');
    await confirm.getByRole('button', { name: 'Confirm email' }).click();
    const { code } = await latestMail(newEmail);
    if (code !== '000000') await expect(confirm.getByRole('alert')).toHaveText('Invalid or expired code');
    await confirm.getByLabel('Code').fill(code);
    await confirm.getByRole('button', { name: 'Confirm email' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await platformEmail(userKey, newEmail, 'owner-pass-1')).toBe(newEmail);
  });
});

test.describe('recovery an attacker cannot block', () => {
  test('one client hammering forgot-password and wrong codes leaves the owner’s request and code from another address working', async ({ request }) => {
    const email = await freshAccount(request, 'recover', '198.51.100.30');
    // The attacker, from 127.0.0.1: three requests, then five wrong codes, then more.
    for (let i = 0; i < 3; i++) expect((await postFrom('127.0.0.1', '/api/auth/forgot-password', { email })).status).toBe(200);
    const { code } = await latestMail(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const guesses: number[] = [];
    for (let i = 0; i < 7; i++) {
      guesses.push((await postFrom('127.0.0.1', '/api/auth/reset-password', { email, code: wrong, password: 'attacker-pass' })).status);
    }
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect((await postFrom('127.0.0.1', '/api/auth/forgot-password', { email })).status).toBe(429);

    // The owner, from 127.0.0.2: asks for a code and uses it.
    expect((await postFrom('127.0.0.2', '/api/auth/forgot-password', { email })).status).toBe(200);
    const mail = await latestMail(email);
    const reset = await postFrom('127.0.0.2', '/api/auth/reset-password', { email, code: mail.code, password: 'owner-new-pass' });
    expect(reset.status).toBe(200);
    expect((await postFrom('127.0.0.2', '/api/auth/login', { email, password: 'owner-new-pass' })).status).toBe(200);
  });

  test('credential stuffing from six addresses is slowed past the account’s ceiling, never locked; the owner elsewhere still signs in', async ({ request }) => {
    const email = await freshAccount(request, 'stuffed', '198.51.100.31');
    const answers: Array<{ status: number; retryAfter: number }> = [];
    const login = async (ip: string, password: string) => {
      const res = await request.post('/api/auth/login', { headers: { ...ORIGIN, 'x-forwarded-for': ip }, data: { email, password } });
      answers.push({ status: res.status(), retryAfter: Number(res.headers()['retry-after'] ?? 0) });
      return res.status();
    };
    for (let a = 0; a < 6; a++) for (let i = 0; i < 5; i++) await login(`203.0.113.${60 + a}`, `stuffed-${a}-${i}`);
    // Twenty failures fill the ceiling; past it the counted addresses share one slot whose wait doubles, never an hour's refusal.
    expect(answers.slice(0, 20).every((a) => a.status === 400)).toBe(true);
    const past = answers.slice(20);
    expect(past.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(3);
    expect(past.filter((a) => a.status === 400).length).toBeLessThanOrEqual(7);
    for (const a of past.filter((p) => p.status === 429)) expect(a.retryAfter).toBeLessThanOrEqual(900);
    // The owner mistypes once, then types the password: in at once (it was 429 for an hour).
    expect(await login('203.0.113.99', 'owner-typo')).toBe(400);
    expect(await login('203.0.113.99', 'owner-pass-1')).toBe(200);
  });

  test('reset mails to one address stop at five an hour, however many addresses ask', async ({ request }) => {
    const email = await freshAccount(request, 'mailed', '198.51.100.33');
    const answers = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const res = await request.post('/api/auth/forgot-password', { headers: { ...ORIGIN, 'x-forwarded-for': `203.0.113.${120 + i}` }, data: { email } });
      answers.add(`${res.status()} ${await res.text()}`);
    }
    // Every asker gets the same answer; the mailbox gets five mails, each with the one live code.
    expect([...answers]).toEqual(['200 {"ok":true}']);
    const mails = (await (await fetch(`${API_URL}/__sandbox/outbox?email=${encodeURIComponent(email)}`)).json()) as Array<{ subject: string; code: string }>;
    const resets = mails.filter((m) => m.subject === 'Reset your password');
    expect(resets).toHaveLength(5);
    expect(new Set(resets.map((m) => m.code)).size).toBe(1);
  });
});

test.describe('sessions end with the password', () => {
  test('a reset after an e-mail change ends the session signed in under the old address', async ({ playwright, request }) => {
    const email = await freshAccount(request, 'moving', '198.51.100.34');
    const stolen = await passwordSession(playwright, email, 'owner-pass-1', '198.51.100.35');
    const owner = await passwordSession(playwright, email, 'owner-pass-1', '198.51.100.36');
    const moved = email.replace('moving-', 'moved-');
    expect((await owner.put('/api/me/email', { headers: ORIGIN, data: { email: moved, currentPassword: 'owner-pass-1' } })).status()).toBe(200);
    expect((await owner.put('/api/me/confirm-email', { headers: ORIGIN, data: { code: (await latestMail(moved)).code } })).status()).toBe(200);
    expect(await signedIn(stolen)).toBe(true);
    // The owner resets the password through the new address; the copy signed in under the old one ends too.
    expect((await owner.post('/api/auth/forgot-password', { headers: ORIGIN, data: { email: moved } })).status()).toBe(200);
    const mail = await latestMail(moved);
    expect(mail.subject).toBe('Reset your password');
    expect(
      (await owner.post('/api/auth/reset-password', { headers: ORIGIN, data: { email: moved, code: mail.code, password: 'owner-pass-2' } })).status(),
    ).toBe(200);
    expect(await signedIn(stolen)).toBe(false);
    for (const c of [stolen, owner]) await c.dispose();
  });

  test('a password change ends every other session; the one that changed it goes on', async ({ playwright }) => {
    const a = await passwordSession(playwright, 'collector@example.com', 'password123', '198.51.100.10');
    const b = await passwordSession(playwright, 'collector@example.com', 'password123', '198.51.100.11');
    const change = await a.put('/api/me/password', {
      headers: ORIGIN,
      data: { currentPassword: 'password123', password: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
    });
    expect(change.status()).toBe(200);
    expect(await signedIn(b)).toBe(false);
    expect(await signedIn(a)).toBe(true);
    expect((await a.get('/api/me')).status()).toBe(200);
    // Back to the demo password, for the tests after this one.
    expect(
      (
        await a.put('/api/me/password', {
          headers: ORIGIN,
          data: { currentPassword: 'changed-pass-1', password: 'password123', confirmPassword: 'password123' },
        })
      ).status(),
    ).toBe(200);
    for (const c of [a, b]) await c.dispose();
  });

  test('a reset ends every session of the account', async ({ playwright, request }) => {
    const a = await passwordSession(playwright, 'bidder@example.com', 'password123', '198.51.100.12');
    expect(await signedIn(a)).toBe(true);
    await request.post('/api/auth/forgot-password', { headers: { ...ORIGIN, 'x-forwarded-for': '198.51.100.13' }, data: { email: 'bidder@example.com' } });
    const { code } = await latestMail('bidder@example.com');
    const reset = await request.post('/api/auth/reset-password', {
      headers: { ...ORIGIN, 'x-forwarded-for': '198.51.100.13' },
      data: { email: 'bidder@example.com', code, password: 'password123' },
    });
    expect(reset.status()).toBe(200);
    expect(await signedIn(a)).toBe(false);
    await a.dispose();
  });

  test('“Sign out everywhere” in the settings ends this session and every other', async ({ page, playwright }) => {
    const other = await passwordSession(playwright, 'collector@example.com', 'password123', '198.51.100.14');
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
    await page.getByRole('main').getByLabel('Password').fill('password123');
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/users/update');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    expect(await signedIn(page.request)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    await other.dispose();
  });
});

test.describe('new passwords', () => {
  test('registration refuses "abc" with the message the form shows; eight characters are accepted', async ({ request, page }) => {
    const data = {
      firstName: 'Wes',
      lastName: 'Weak',
      nickName: `weak${Date.now()}`,
      email: `weak-${Date.now()}@example.com`,
      password: 'abc',
      confirmPassword: 'abc',
    };
    const weak = await request.post('/api/auth/register', { headers: ORIGIN, data });
    expect(weak.status()).toBe(400);
    expect(JSON.stringify(await weak.json())).toContain('Password must be 8 characters at minimum');
    expect((await request.post('/api/auth/register', { headers: ORIGIN, data: { ...data, password: 'abcdefgh', confirmPassword: 'abcdefgh' } })).status()).toBe(
      201,
    );
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('Password', { exact: true }).fill('abcdefg');
    await main.getByLabel('Confirm password').fill('abcdefg');
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(main.getByText('Password must be 8 characters at minimum').first()).toBeVisible();
    await expect(main.getByLabel('Password', { exact: true })).toHaveValue('abcdefg');
  });
});

/** Every file under `dir`, recursively (none when it does not exist). */
function countFiles(dir: string): number {
  try {
    return readdirSync(dir).reduce((n, name) => {
      const full = path.join(dir, name);
      return n + (statSync(full).isDirectory() ? countFiles(full) : 1);
    }, 0);
  } catch {
    return 0;
  }
}

test.describe('the page cache cannot be grown from outside', () => {
  test('unknown keys on the content routes add nothing to the cache on disk', async ({ request }) => {
    const cache = path.join(process.cwd(), '.next', 'server', 'app');
    const before = countFiles(cache);
    for (let i = 0; i < 40; i++) {
      const key = `nope-${Date.now()}-${i}`;
      for (const route of ['/artists', '/articles', '/drops']) expect((await request.get(`${route}/${key}`)).status()).toBe(404);
    }
    expect(countFiles(cache)).toBe(before);
  });

  test('a client’s x-drp-list-page header does not reach the list pages; past the last page is a 404', async ({ request }) => {
    expect((await request.get('/lists/drops/anything', { headers: { 'x-drp-list-page': '1' }, maxRedirects: 0 })).status()).not.toBe(200);
    expect((await request.get('/drops?past=999')).status()).toBe(404);
    expect((await request.get('/drops')).status()).toBe(200);
  });
});

test.describe('small leaks', () => {
  test('send-verification answers the same for a verified, an unverified and an unknown address', async ({ request }) => {
    const answers = [];
    for (const [i, email] of ['collector@example.com', 'newbie@example.com', `nobody-${Date.now()}@example.com`].entries()) {
      const res = await request.post('/api/auth/send-verification', { headers: { ...ORIGIN, 'x-forwarded-for': `198.51.100.${40 + i}` }, data: { email } });
      answers.push([res.status(), await res.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
  });

  test('a cookie whose session ended is signed out on the guest-only pages', async ({ playwright }) => {
    const a = await passwordSession(playwright, 'collector@example.com', 'password123', '198.51.100.20');
    const copy = await playwright.request.newContext({ baseURL: SITE, storageState: await a.storageState() });
    expect((await copy.get('/login', { maxRedirects: 0 })).status()).toBe(307);
    expect((await a.post('/api/auth/logout', { headers: ORIGIN, data: {} })).status()).toBe(200);
    for (const route of ['/login', '/register', '/forgot-password']) {
      const res = await copy.get(route, { maxRedirects: 0 });
      expect(res.status(), route).toBe(200);
    }
    for (const c of [a, copy]) await c.dispose();
  });

  test('responses carry Cross-Origin-Resource-Policy: same-origin, link-preview cards cross-origin', async ({ request }) => {
    for (const route of ['/', '/api/auth/session', '/drops/tidal-light']) {
      expect((await request.get(route)).headers()['cross-origin-resource-policy'], route).toBe('same-origin');
    }
    expect((await request.get('/drops/opengraph-image')).headers()['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('a layer’s future state has no picture until the layer reaches it, on either path', async () => {
    const { VhilsLayers } = await sandboxContracts();
    const status = async (path: string) => (await fetch(`${API_URL}${path}`)).status;
    // Layer #3 is in state 1 by an alpha tear; #4 in state 2 (alpha, then beta).
    expect(await status('/layers/images/tear-1/alpha/3.png')).toBe(200);
    expect(await status('/layers/images/tear-1/beta/3.png')).toBe(404);
    expect(await status('/layers/images/tear-2/alpha/3.png')).toBe(404);
    expect(await status('/layers/images/tear-3/beta/1.png')).toBe(404);
    const nfts = `/nfts/${VhilsLayers.toLowerCase()}/images/main`;
    expect(await status(`${nfts}/tear-2/beta/4.jpg`)).toBe(200);
    expect(await status(`${nfts}/tear-3/alpha/4.jpg`)).toBe(404);
    expect(await status(`${nfts}/tear-3/beta/4.jpg`)).toBe(404);
  });

  test('tear data and its decryption need the platform’s service credential, which only the site’s server holds', async () => {
    expect((await fetch(`${API_URL}/layers/tears?tokens=1`)).status).toBe(401);
    const decrypt = await fetch(`${API_URL}/layers/tears/decrypt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'x', tear_type: 1 }),
    });
    expect(decrypt.status).toBe(401);
    // A state the layer has not reached is not public either.
    expect((await fetch(`${API_URL}/layers/uri/1/3/alpha.json`)).status).toBe(401);
  });
});
