import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { API_URL, editContent } from './support/sandbox';

/**
 * Scale-out (issue 11): two `npm start` instances on their own ports share one real redis-server.
 * A page cached through one is served by the other, a revalidation through one refreshes both, and
 * a rate limit counts the requests to both. The instances use the same build and sandbox as the
 * rest of the suite.
 */
const ROOT = path.resolve(__dirname, '..');
const REDIS_BIN = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const REDIS_PORT = 6391;
const A = 'http://127.0.0.1:3101';
const B = 'http://127.0.0.1:3102';
const children: ChildProcess[] = [];

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not start`);
}

function instance(port: number): ChildProcess {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', SANDBOX: '1', PLATFORM_API_URL: API_URL, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, TRUSTED_PROXY_HOPS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(REDIS_BIN)) throw new Error(`redis-server not found at ${REDIS_BIN} (apt-get install redis-server; .ci/run does)`);
  children.push(spawn(REDIS_BIN, ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
  instance(3101);
  instance(3102);
  await Promise.all([waitFor(`${A}/terms-of-service`), waitFor(`${B}/terms-of-service`)]);
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

const name = async (base: string, path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(base + path)).text())?.[1];

test('a page cached through one instance is served by the other; a revalidation through one refreshes both', async () => {
  expect(await name(A, '/artists/vhils')).toBe('Vhils');
  // The platform changes; instance B has never rendered the page, so an old name can only come from the shared cache.
  await editContent('artists', 'vhils', { name: 'Vhils (changed)' });
  expect(await name(B, '/artists/vhils')).toBe('Vhils');
  expect(await name(A, '/artists/vhils')).toBe('Vhils');

  const res = await fetch(`${A}/api/revalidate`, { method: 'POST', headers: { authorization: 'Bearer sandbox-revalidate-secret', 'content-type': 'application/json' }, body: JSON.stringify({ tag: 'artists' }) });
  expect(res.status).toBe(200);
  await expect.poll(() => name(B, '/artists/vhils'), { timeout: 15_000 }).toBe('Vhils (changed)');
  await expect.poll(() => name(A, '/artists/vhils'), { timeout: 15_000 }).toBe('Vhils (changed)');
});

test('a rate limit counts the attempts made to both instances', async () => {
  const email = `spread-${Date.now()}@example.com`;
  const attempt = (base: string, ip: string) =>
    fetch(`${base}/api/auth/login`, { method: 'POST', headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email, password: 'wrong-pass' }) });
  const statuses = [];
  for (const base of [A, B, A, B, A]) statuses.push((await attempt(base, '192.0.2.10')).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  expect((await attempt(B, '192.0.2.10')).status).toBe(429);
});
