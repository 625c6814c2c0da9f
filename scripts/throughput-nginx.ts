/**
 * npm run bench:nginx — the production topology's throughput: the sandbox's platform,
 * two `npm start` instances sharing a real redis-server, and Debian's nginx in front with
 * deploy/nginx.conf. Measures home, /artists and an artist page through nginx and through one
 * instance alone, against a static file nginx serves itself, in one run (autocannon, 20
 * connections, 8 s each, gzip/br as a browser asks), and writes the table into docs/scaling.md.
 * Needs the last build (`npm run build`). Everything listens on loopback and stops at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { localNginx, NGINX_BIN } from './nginx-local';
import { stopGroups, waitFor } from './processes';

const ROOT = path.resolve(__dirname, '..');
const API = 'http://127.0.0.1:4010';
const A = 'http://127.0.0.1:3111';
const NGINX = 'http://127.0.0.1:3113';
const REDIS_PORT = 6393;
const PAGES = ['/', '/artists', '/artists/lushsux'];
const STATIC = '/static-reference.png';
/** A file nginx serves of about a page's size on the wire (pages are 12–15 KB brotli). */
const STATIC_PAGE_SIZED = '/static-reference-page-sized.jpg';
const children: ChildProcess[] = [];

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
  return child;
}

async function rate(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: 8, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

function startNginx() {
  const args = localNginx({
    dir: path.join(ROOT, 'test-results', 'nginx-bench'),
    listen: '127.0.0.1:3113',
    compressor: '127.0.0.1:3114',
    upstreams: ['127.0.0.1:3111', '127.0.0.1:3112'],
    // The references: files nginx serves from disk, beside the proxied pages.
    edit: (conf) =>
      conf.replace(
        '    gzip off;\n',
        `    gzip off;\n\n    location = ${STATIC} {\n      alias ${path.join(ROOT, 'public/favicon-32.png')};\n    }\n\n    location = ${STATIC_PAGE_SIZED} {\n      alias ${path.join(ROOT, 'public/share.jpg')};\n    }\n`,
      ),
  });
  run(NGINX_BIN, args);
}

async function main() {
  run(path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/run.ts', 'sandbox'], { SANDBOX_DATA_DIR: 'sandbox/.data/pg-bench' });
  run('/usr/bin/redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await waitFor(`${API}/__sandbox/health`, 120);
  const instance = { SANDBOX: '1', BIND_HOST: '127.0.0.1', PLATFORM_API_URL: API, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, TRUSTED_PROXY_HOPS: '1' };
  run(process.execPath, ['server.mjs'], { ...instance, PORT: '3111' });
  run(process.execPath, ['server.mjs'], { ...instance, PORT: '3112' });
  // The instances first: nginx takes an upstream that refused a connection out of rotation for 10 s.
  await Promise.all([waitFor(`${A}/api/ready`, 90), waitFor('http://127.0.0.1:3112/api/ready', 90)]);
  startNginx();
  await waitFor(`${NGINX}/terms-of-service`, 30);
  // What nginx does with each page (HIT from the micro-cache on a repeat) and how big it is on the wire.
  const sizes = new Map<string, string>();
  for (const p of [STATIC, STATIC_PAGE_SIZED, ...PAGES]) {
    const asBrowser = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
    await (await fetch(NGINX + p, asBrowser)).arrayBuffer();
    const res = await fetch(NGINX + p, asBrowser);
    const wire = res.headers.get('content-length');
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${p} answered ${res.status} through nginx`);
    sizes.set(
      p,
      `${res.headers.get('x-proxy-cache') ?? '-'}, ${wire ? `${(Number(wire) / 1024).toFixed(1)} KB` : 'chunked'} ${res.headers.get('content-encoding') ?? 'identity'}`,
    );
  }

  const reference = await rate(NGINX + STATIC);
  const pageSized = await rate(NGINX + STATIC_PAGE_SIZED);
  const lines = [
    '| path | nginx cache, size | through nginx: req/s | × static file | × page-sized static file | one instance alone: req/s | × static file |',
    '|---|---|---:|---:|---:|---:|---:|',
    `| \`${STATIC}\` (a file nginx serves) | ${sizes.get(STATIC)} | ${reference.toFixed(0)} | 1.00 | | | |`,
    `| \`${STATIC_PAGE_SIZED}\` (a file nginx serves, a page's size) | ${sizes.get(STATIC_PAGE_SIZED)} | ${pageSized.toFixed(0)} | ${(pageSized / reference).toFixed(2)} | 1.00 | | |`,
  ];
  for (const p of PAGES) {
    const proxied = await rate(NGINX + p);
    const alone = await rate(A + p);
    lines.push(
      `| \`${p}\` | ${sizes.get(p)} | ${proxied.toFixed(0)} | ${(proxied / reference).toFixed(2)}${proxied / reference < 0.5 ? ' (**under 0.5**)' : ''} | ${(proxied / pageSized).toFixed(2)} | ${alone.toFixed(0)} | ${(alone / reference).toFixed(2)} |`,
    );
  }
  const table = lines.join('\n');
  console.log(table);
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const doc = path.join(ROOT, 'bench-results', 'throughput-nginx.md');
  const heading = '## Throughput through nginx';
  writeFileSync(
    doc,
    `${heading}\n\nMeasured by \`npm run bench:nginx\` on ${new Date().toISOString().slice(0, 10)} on this 2-core machine: the sandbox's platform, two \`npm start\` instances sharing redis-server, Debian's nginx with \`deploy/nginx.conf\` (round robin, the one-second micro-cache), and autocannon (20 connections, 8 s each, gzip/br) all on the same two cores. The goal: through nginx, pages at 0.5× or more of the static file. A second reference is a file nginx serves of about a page's size, since on two shared cores the bytes per answer weigh as much as the work behind it.\n\n${table}\n`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    stopGroups(children);
  });
