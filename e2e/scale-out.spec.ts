import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { createServer, type Server } from 'node:http';
import { API_URL, editContent } from './support/sandbox';
import { mintedOnChain, mintOnChain, openStream } from './support/live';
import { DEVNET_RPC } from './support/wallet';
import { localNginx, NGINX_BIN } from '../scripts/nginx-local';
import { waitFor } from '../scripts/processes';

/**
 * Scale-out: two `npm start` instances on their own ports share one real redis-server.
 * A page cached through one is served by the other, a revalidation through one refreshes both, and
 * a rate limit counts the requests to both. The instances use the same build and sandbox as the
 * rest of the suite.
 */
const ROOT = path.resolve(__dirname, '..');
const REDIS_BIN = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const N = 'http://127.0.0.1:3103';
const REDIS_PORT = 6391;
const A = 'http://127.0.0.1:3101';
const B = 'http://127.0.0.1:3102';
const children: ChildProcess[] = [];

/** Each instance reaches the devnet through its own counting proxy, so a test sees which instance asks the chain what. */
const RPC_PROXIES = { 3101: 3105, 3102: 3106 } as const;
const asked: Record<number, string[]> = { 3101: [], 3102: [] };
const proxies: Server[] = [];

function rpcProxy(instancePort: 3101 | 3102): Server {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      asked[instancePort].push(...[...body.matchAll(/"method":"(\w+)"/g)].map((m) => m[1]));
      fetch(DEVNET_RPC, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
        .catch(() => res.writeHead(502).end());
    });
  });
  server.listen(RPC_PROXIES[instancePort], '127.0.0.1');
  proxies.push(server);
  return server;
}

const instances: Partial<Record<3101 | 3102, ChildProcess>> = {};

function instance(port: 3101 | 3102): ChildProcess {
  rpcProxy(port);
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      SANDBOX: '1',
      PLATFORM_API_URL: API_URL,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      TRUSTED_PROXY_HOPS: '1',
      RPC_URL: `http://127.0.0.1:${RPC_PROXIES[port]}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  instances[port] = child;
  return child;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(REDIS_BIN)) throw new Error(`redis-server not found at ${REDIS_BIN} (apt-get install redis-server; .ci/run does)`);
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx not found at ${NGINX_BIN} (apt-get install nginx; .ci/run does)`);
  children.push(spawn(REDIS_BIN, ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
  instance(3101);
  instance(3102);
  await Promise.all([waitFor(`${A}/api/ready`, 60), waitFor(`${B}/api/ready`, 60)]);
  // After the instances: nginx takes an upstream that refused a connection out of rotation for 10 s.
  startNginx();
  await waitFor(`${N}/terms-of-service`, 60);
});

/** deploy/nginx.conf, rendered for the two instances and run from its own folder on loopback. */
function startNginx() {
  const args = localNginx({
    dir: path.join(ROOT, 'test-results', 'nginx'),
    listen: '127.0.0.1:3103',
    compressor: '127.0.0.1:3104',
    upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
    workers: 1,
  });
  children.push(spawn(NGINX_BIN, args, { stdio: ['ignore', 'ignore', 'inherit'] }));
}

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  for (const proxy of proxies) proxy.close();
});

const name = async (base: string, path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(base + path)).text())?.[1];

test('a page cached through one instance is served by the other; a revalidation through one refreshes both', async () => {
  expect(await name(A, '/artists/vhils')).toBe('Vhils');
  // The platform changes; instance B has never rendered the page, so an old name can only come from the shared cache.
  await editContent('artists', 'vhils', { name: 'Vhils (changed)' });
  expect(await name(B, '/artists/vhils')).toBe('Vhils');
  expect(await name(A, '/artists/vhils')).toBe('Vhils');

  const res = await fetch(`${A}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox-revalidate-secret', 'content-type': 'application/json' },
    body: JSON.stringify({ tag: 'artists' }),
  });
  expect(res.status).toBe(200);
  await expect.poll(() => name(B, '/artists/vhils'), { timeout: 15_000 }).toBe('Vhils (changed)');
  await expect.poll(() => name(A, '/artists/vhils'), { timeout: 15_000 }).toBe('Vhils (changed)');
});

test('a rate limit counts the attempts made to both instances', async () => {
  const email = `spread-${Date.now()}@example.com`;
  const attempt = (base: string, ip: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: 'wrong-pass' }),
    });
  const statuses = [];
  for (const base of [A, B, A, B, A]) statuses.push((await attempt(base, '192.0.2.10')).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  expect((await attempt(B, '192.0.2.10')).status).toBe(429);
});

// Through nginx (deploy/nginx.conf): round robin over both instances, gzip, a one-second micro-cache of anonymous GETs.
const revalidate = (base: string, tag: string) =>
  fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox-revalidate-secret', 'content-type': 'application/json' },
    body: JSON.stringify({ tag }),
  });

test('through nginx: an anonymous page comes from the micro-cache; revalidated through one instance, it is fresh through nginx', async () => {
  await fetch(`${N}/artists/lushsux`).then((r) => r.text());
  const again = await fetch(`${N}/artists/lushsux`);
  await again.text();
  expect(again.headers.get('x-proxy-cache')).toBe('HIT');

  await editContent('artists', 'lushsux', { name: 'Lushsux (proxied)' });
  expect((await revalidate(A, 'artists')).status).toBe(200);
  // Four requests in a row reach both instances (round robin) past a one-second copy.
  await expect
    .poll(async () => (await Promise.all([0, 1, 2, 3].map(async () => name(N, '/artists/lushsux')))).every((n) => n === 'Lushsux (proxied)'), {
      timeout: 15_000,
    })
    .toBe(true);
});

test('through nginx: a signed-in visitor never gets the proxy’s copy, and a personal answer is never kept', async () => {
  const login = await fetch(`${N}/api/auth/login`, {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'collector@example.com', password: 'password123' }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  expect(cookie).toMatch(/^drop_session=/);
  await fetch(`${N}/artists/vhils`).then((r) => r.text());
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${N}/artists/vhils`, { headers: { cookie } });
    await res.text();
    expect(res.headers.get('x-proxy-cache')).toBe('BYPASS');
  }
  const me = await fetch(`${N}/api/auth/session`, { headers: { cookie } });
  expect((await me.json()).userKey).toBeTruthy();
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${N}/api/auth/session`);
    await res.text();
    expect(res.headers.get('x-proxy-cache')).not.toBe('HIT');
  }
});

test('through nginx: a rate limit counts the attempts nginx spreads over both instances; pages and RSC payloads are compressed (brotli or gzip)', async () => {
  const email = `proxied-${Date.now()}@example.com`;
  const attempt = () =>
    fetch(`${N}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong-pass' }),
    });
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt()).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  expect((await attempt()).status).toBe(429);

  const page = await fetch(`${N}/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  // Brotli for a browser that takes it (.ci/run installs Debian's module), cached apart from gzip.
  for (let i = 0; i < 2; i++) {
    const br = await fetch(`${N}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<main id="main">');
  }
  // What the router fetches too (the instances leave compression to nginx here).
  const flight = await fetch(`${N}/artists`, { headers: { rsc: '1', 'accept-encoding': 'gzip' } });
  expect(flight.headers.get('content-type')).toContain('text/x-component');
  expect(flight.headers.get('content-encoding')).toBe('gzip');
});

test('through nginx: the image optimiser and the per-user pages have a ceiling per visitor; other pages do not', async () => {
  // Many distinct optimiser URLs at once (each would be a fetch and an encode): past the burst, 429.
  const picture = encodeURIComponent(`${API_URL}/images/ceiling-test.png`);
  const images = await Promise.all(Array.from({ length: 120 }, (_, i) => fetch(`${N}/_next/image?url=${picture}&w=64&q=75&v=${i}`).then((r) => r.status)));
  expect(images.filter((s) => s === 429).length).toBeGreaterThan(0);
  expect(images.filter((s) => s !== 429).length).toBeGreaterThanOrEqual(80);
  const users = await Promise.all(Array.from({ length: 30 }, () => fetch(`${N}/users/collector`).then((r) => r.status)));
  expect(users.filter((s) => s === 429).length).toBeGreaterThan(0);
  // A profile's NFT pages (its links prefetch them) are not profiles.
  const nfts = await Promise.all(Array.from({ length: 30 }, () => fetch(`${N}/users/nft/no-such-item`).then((r) => r.status)));
  expect(nfts.filter((s) => s === 429)).toEqual([]);
  // The micro-cached content pages are not limited.
  const pages = await Promise.all(Array.from({ length: 120 }, () => fetch(`${N}/terms-of-service`).then((r) => r.status)));
  expect(pages.every((s) => s === 200)).toBe(true);
});

// Last: it stops one instance for good.
test('one chain watch for both instances, through Redis; when its instance dies, the other takes over within 10 s and no mint is missed', async () => {
  test.setTimeout(90_000);
  const streams = await Promise.all([A, A, B, B].map((site) => openStream(site, 'blackfeather')));
  const supply = await mintedOnChain();
  await Promise.all(streams.map((s) => s.untilSupply(supply, 10_000)));

  // Four pages, two instances: one of them asks the devnet for blocks, the other nothing.
  asked[3101].length = asked[3102].length = 0;
  await new Promise((r) => setTimeout(r, 4000));
  const blockPolls = (port: 3101 | 3102) => asked[port].filter((m) => m === 'eth_blockNumber').length;
  const leader = blockPolls(3101) > 0 ? 3101 : 3102;
  const other = leader === 3101 ? 3102 : 3101;
  expect(blockPolls(leader)).toBeGreaterThanOrEqual(3);
  expect(asked[other]).toEqual([]);

  // A mint reaches the pages of both instances, read once.
  await mintOnChain(3);
  await Promise.all(streams.map((s) => s.untilSupply(supply + 1n, 3000)));
  expect(asked[other]).toEqual([]);

  // The watching instance dies; a mint right after reaches the other's pages within 10 s.
  instances[leader]!.kill('SIGKILL');
  const killedAt = Date.now();
  await mintOnChain(4);
  const survivors = streams.slice(other === 3101 ? 0 : 2, other === 3101 ? 2 : 4);
  await Promise.all(survivors.map((s) => s.untilSupply(supply + 2n, 10_000)));
  const takeover = Date.now() - killedAt;
  console.log(`live watch: ${leader} led (${blockPolls(leader)} block polls); after it died, ${other}'s pages had the next mint in ${takeover} ms`);
  expect(takeover).toBeLessThan(10_000);
  expect(blockPolls(other)).toBeGreaterThan(0);
  streams.forEach((s) => s.close());
});
