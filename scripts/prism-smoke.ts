/**
 * npm run test:contract — the site against a second, independent implementation of the platform
 * contract: Stoplight Prism serving lib/platform/platform-api.yaml's examples. Builds the site into
 * its own folder (.next-prism) against Prism, starts it, and asks for every public page: each must
 * answer 200 with its main content, and no call the site makes may be answered 404 (a path the
 * contract lacks) or 422 (a request outside it). Prism stands behind a small recording proxy, since
 * it logs no statuses of its own. Everything listens on loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { createServer, request } from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PRISM_PORT = 4021;
const PROXY_PORT = 4020;
const SITE_PORT = 3100;
const PLATFORM = `http://127.0.0.1:${PROXY_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;

/** Every public page of the route table, with a text of its main content from the contract's examples. */
const PAGES: Array<[path: string, main: RegExp]> = [
  ['/', /Current drops/],
  ['/lists/drops/1', /<h1[^>]*>[^<]+</],
  ['/lists/articles/1', /<h1[^>]*>[^<]+</],
  ['/projects', /Projects/],
  ['/artists', /<h1[^>]*>[^<]+</],
  ['/artists/any-artist', /<h1[^>]*>[^<]+</],
  ['/articles/any-article', /<h1[^>]*>[^<]+</],
  ['/drops/any-drop', /<h1[^>]*>[^<]+</],
  ['/drops/blackfeather', /Edition of 2000/],
  ['/drops/synthia', /333/],
  ['/drops/vhilsnew', /LAYERS/i],
  ['/drops/lushsux', /<h1[^>]*>[^<]+</],
  ['/drops/any-drop/product/any-item', /<h1[^>]*>[^<]+</],
  ['/login', /<h1[^>]*>[^<]+</],
  ['/register', /<h1[^>]*>[^<]+</],
  ['/users/any-user', /<h1[^>]*>[^<]+</],
  ['/terms-of-service', /<h1[^>]*>[^<]+</],
];

const calls: Array<{ method: string; url: string; status: number }> = [];
const children: ChildProcess[] = [];

function run(cmd: string, args: string[], env: Record<string, string>, name: string): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (d: Buffer) => process.env.PRISM_SMOKE_LOG && process.stdout.write(`[${name}] ${d}`));
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}

function stopAll() {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function waitFor(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up in ${seconds} s`);
}

/** The drop keys the contract has a named example of (GET /drops/{key}: "Prefer: example=<key>"). */
function namedDropExamples(): Set<string> {
  const doc = parse(readFileSync(path.join(ROOT, 'lib/platform/platform-api.yaml'), 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { examples?: Record<string, unknown> }> }> } }>;
  };
  return new Set(Object.keys(doc.paths['/drops/{key}'].get.responses['200'].content['application/json'].examples ?? {}));
}

function startProxy() {
  const named = namedDropExamples();
  const server = createServer((req, res) => {
    // A static mock answers one drop for every key: the special drop pages ask for theirs by name.
    const key = /^\/drops\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    const headers = key && named.has(key) ? { ...req.headers, prefer: `example=${key}` } : req.headers;
    const upstream = request({ host: '127.0.0.1', port: PRISM_PORT, path: req.url, method: req.method, headers }, (up) => {
      calls.push({ method: req.method ?? 'GET', url: req.url ?? '/', status: up.statusCode ?? 0 });
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(PROXY_PORT, '127.0.0.1');
  return server;
}

/** Whether .next-prism holds a copy of the current build (the one in .next), made by scripts/keep-build.mjs. */
async function keptBuild(): Promise<boolean> {
  const id = (dir: string) => readFile(path.join(ROOT, dir, 'BUILD_ID'), 'utf8').catch(() => null);
  const [kept, current] = await Promise.all([id('.next-prism'), id('.next')]);
  return kept !== null && kept === current;
}

async function main() {
  const proxy = startProxy();
  // --errors: a request outside the contract is answered 422 rather than served.
  run(
    path.join(ROOT, 'node_modules/.bin/prism'),
    ['mock', '--errors', '-h', '127.0.0.1', '-p', String(PRISM_PORT), 'lib/platform/platform-api.yaml'],
    {},
    'prism',
  );
  await waitFor(`${PLATFORM}/site/settings`, 60);
  const env = {
    PLATFORM_API_URL: PLATFORM,
    NEXT_DIST_DIR: '.next-prism',
    SANDBOX: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(SITE_PORT),
    NEXT_PUBLIC_SITE_URL: SITE,
  };
  // `npm test` kept this run's build in .next-prism (scripts/keep-build.mjs): the same build, served against Prism.
  if (!process.env.PRISM_SMOKE_SKIP_BUILD && !(await keptBuild())) {
    // A clean folder: pages cached by an earlier run must not answer for this one.
    await rm(path.join(ROOT, '.next-prism'), { recursive: true, force: true });
    const build = run(path.join(ROOT, 'node_modules/.bin/next'), ['build'], env, 'build');
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
    if (code !== 0) throw new Error(`next build against Prism failed (${code})`);
  }
  run(process.execPath, ['server.mjs'], { ...env, NODE_ENV: 'production' }, 'site');
  await waitFor(`${SITE}/api/ready`, 90);

  let passed = 0;
  const failures: string[] = [];
  for (const [page, main] of PAGES) {
    const res = await fetch(`${SITE}${page}`);
    const html = await res.text();
    if (res.status === 200 && main.test(html)) passed++;
    else {
      failures.push(`${page}: ${res.status}${res.status === 200 ? `, main content ${main} not found` : ''} (HTML in test-results/prism-smoke/)`);
      await mkdir(path.join(ROOT, 'test-results/prism-smoke'), { recursive: true });
      await writeFile(path.join(ROOT, 'test-results/prism-smoke', `${page.replace(/\W+/g, '_') || 'home'}.html`), html);
    }
  }
  const refused = calls.filter((c) => c.status === 404 || c.status === 422);
  for (const c of refused) failures.push(`platform call ${c.method} ${c.url} answered ${c.status} by Prism`);
  console.log(
    `prism smoke: ${PAGES.length} pages, ${calls.length} platform calls (${new Set(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).size} distinct)`,
  );
  for (const f of failures) console.log(`  FAIL ${f}`);
  console.log(`${passed} passed, ${failures.length} failed`);
  proxy.close();
  return failures.length === 0;
}

main()
  .then((ok) => {
    stopAll();
    process.exit(ok ? 0 : 1);
  })
  .catch((err) => {
    console.error(err);
    stopAll();
    process.exit(1);
  });
