/**
 * npm run test:contract — the site against a second, independent implementation of the platform
 * contract: Stoplight Prism serving lib/platform/platform-api.yaml's examples, as a platform that
 * serves the spec's documented calls and fields only: the proxy in front of it answers 404 to every
 * operation the contract marks `x-extension` and leaves out of every answer each field it marks so
 * (the product's `drop` among them). Its special drops key their items with opaque ids and list them
 * out of the spec's order, as a real platform may. Builds the site into its own folder
 * (.next-prism) against Prism, starts it, and asks for every public page: each must answer 200 with
 * its main content, and no documented call the site makes may be answered 404 (a path the contract
 * lacks) or 422 (a request outside it). Prism stands behind a small recording proxy, since it logs
 * no statuses of its own. Everything listens on loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { createContractGuard, responseSchema, withoutExtensionFields, type ContractGuard } from '../sandbox/api/contract';

const ROOT = path.resolve(__dirname, '..');
const PRISM_PORT = 4021;
const PROXY_PORT = 4020;
const SITE_PORT = 3100;
const PLATFORM = `http://127.0.0.1:${PROXY_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;

/** What a page must show: a text of its main content, or a check that says what is wrong (null: nothing). */
type Check = RegExp | ((html: string) => string | null);

/** Every public page of the route table, with a text of its main content from the contract's examples. */
const PAGES: Array<[path: string, main: Check]> = [
  ['/', /Current drops/],
  ['/lists/drops/1', /<h1[^>]*>[^<]+</],
  ['/lists/articles/1', /<h1[^>]*>[^<]+</],
  // Without the features extension, the platform's drops (the first of the drops page example is Tidal Light).
  ['/projects', /<h1[^>]*>Projects<[\s\S]*<h2[^>]*>Tidal Light</],
  ['/artists', /<h1[^>]*>[^<]+</],
  ['/artists/any-artist', /<h1[^>]*>[^<]+</],
  ['/articles/any-article', /<h1[^>]*>[^<]+</],
  ['/drops/any-drop', /<h1[^>]*>[^<]+</],
  ['/drops/blackfeather', /Edition of 2000/],
  ['/drops/synthia', /333/],
  ['/drops/vhilsnew', /LAYERS/i],
  ['/drops/lushsux', /<h1[^>]*>[^<]+</],
  // An item the drop lists (the Drop example's Mummy): a route that names its drop shows only that drop's items.
  ['/drops/any-drop/product/item-desiccation-mummy', /<h1[^>]*>Mummy</],
  ['/product/any-item', /<h1[^>]*>[^<]+</],
  ['/login', /<h1[^>]*>[^<]+</],
  ['/register', /<h1[^>]*>[^<]+</],
  ['/users/any-user', /<h1[^>]*>[^<]+</],
  ['/terms-of-service', /<h1[^>]*>[^<]+</],
];

/** Desiccation's grid, by title (drop-pages §4: "Items sort in this fixed title order"). */
const DESICCATION_ORDER = ['Aquarium', 'Mermaid', 'Lock Eyes', 'Hand', 'Caterpillar', 'School Days', 'Desiccation', 'Lottery', 'Eyeballs'];

type Doc = {
  paths: Record<
    string,
    Record<string, { 'x-extension'?: string; responses: Record<string, { content: Record<string, { examples?: Record<string, unknown> }> }> }>
  >;
  components: { examples: Record<string, { value: { items?: Array<{ key: string; title: string }> } }> };
};
const DOC = parse(readFileSync(path.join(ROOT, 'lib/platform/platform-api.yaml'), 'utf8')) as Doc;

/** The opaque key the contract's example of a drop gives the item with this title. */
function exampleKey(example: string, title: string): string {
  const item = DOC.components.examples[example].value.items?.find((i) => i.title === title);
  if (!item) throw new Error(`no item ${title} in the example ${example}`);
  return item.key;
}

/** The item keys a page's main content links to, in the order it shows them. */
function linkedKeys(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return [...new Set([...main.matchAll(/href="[^"]*\/(?:product|auction)\/([0-9a-f]{24})"/g)].map((m) => m[1]))];
}

/** The special drops' pages, with the items known by the titles the spec gives them, not by key. */
function keyedPages(): Array<[path: string, main: Check]> {
  const desiccation = (title: string) => exampleKey('DropDesiccationKeyed', title);
  const eve = (title: string) => exampleKey('DropEveKeyed', title);
  return [
    [
      '/drops/shintaro-desiccation',
      (html) => {
        const shown = linkedKeys(html);
        const expected = DESICCATION_ORDER.map(desiccation);
        return shown.join() === expected.join() ? null : `grid order ${shown.join(' ')}, expected ${expected.join(' ')} (${DESICCATION_ORDER.join(', ')})`;
      },
    ],
    [`/drops/shintaro-desiccation/auction/${desiccation('Aquarium')}`, /Auction Ended[\s\S]*<h1[^>]*>Aquarium</],
    // A raffled title mints its edition of 15 (drop-pages §4), found by its title.
    [`/drops/shintaro-desiccation/product/${desiccation('Hand')}`, /<strong>0<\/strong> \/ 15 minted<\/p><button[^>]*>Please Connect<\/button>/],
    [`/drops/theeveofrevolution/auction/${eve('Floating')}`, /<h1[^>]*>Floating</],
    // Eve's token ids are mapped by title (drop-pages §3): Barricade has a mint state, Floating an auction.
    [`/drops/theeveofrevolution/product/${eve('Barricade')}`, /<button[^>]*>Please connect to [a-z]+<\/button>/],
  ];
}

const calls: Array<{ method: string; url: string; status: number; extension: boolean }> = [];
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

/** The keys a call has a named example of ("Prefer: example=<key>"): drops by key or nav key, items by key. */
function namedExamples(): Array<[route: RegExp, keys: Set<string>]> {
  const names = (p: string) => new Set(Object.keys(DOC.paths[p].get.responses['200'].content['application/json'].examples ?? {}));
  return [
    [/^\/drops\/([^/?]+)$/, names('/drops/{key}')],
    [/^\/product\/item\/([^/?]+)$/, names('/product/item/{key}')],
  ];
}

/** The operations the contract marks `x-extension` (not the spec's documented calls), as "METHOD path" matchers. */
function extensionOperations(): Array<{ method: string; route: RegExp }> {
  return Object.entries(DOC.paths).flatMap(([p, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op['x-extension'])
      .map(([method]) => ({ method: method.toUpperCase(), route: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
  );
}

let guard: ContractGuard;

/** A JSON answer without the fields the contract marks `x-extension`, at any depth; anything else as it came. */
function specFieldsOnly(method: string, route: string, status: number, body: Buffer): Buffer {
  const checked = guard.checkRequest({
    method,
    path: route,
    query: new URLSearchParams(),
    headers: { authorization: 'Bearer smoke' },
    json: {},
    isJson: false,
  });
  if (!('operation' in checked)) return body;
  try {
    return Buffer.from(JSON.stringify(withoutExtensionFields(responseSchema(checked.operation, status), JSON.parse(body.toString('utf8')))));
  } catch {
    return body;
  }
}

function startProxy() {
  const named = namedExamples();
  const extensions = extensionOperations();
  const server = createServer((req, res) => {
    const route = (req.url ?? '/').split('?')[0];
    if (extensions.some((e) => e.method === req.method && e.route.test(route))) {
      calls.push({ method: req.method ?? 'GET', url: req.url ?? '/', status: 404, extension: true });
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    // A static mock answers one drop or item for every key: the pages that need theirs ask by key.
    const key = named
      .map(([route, keys]) => {
        const k = route.exec(req.url ?? '')?.[1];
        return k && keys.has(k) ? k : null;
      })
      .find(Boolean);
    const headers = key ? { ...req.headers, prefer: `example=${key}` } : req.headers;
    const upstream = request({ host: '127.0.0.1', port: PRISM_PORT, path: req.url, method: req.method, headers }, (up) => {
      calls.push({ method: req.method ?? 'GET', url: req.url ?? '/', status: up.statusCode ?? 0, extension: false });
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        // As the spec's platform answers: without any field the contract marks `x-extension`.
        const body = specFieldsOnly(req.method ?? 'GET', route, up.statusCode ?? 502, Buffer.concat(chunks));
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = up.headers;
        res.writeHead(up.statusCode ?? 502, { ...rest, 'content-length': body.length });
        res.end(body);
      });
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
  guard = await createContractGuard();
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
  const pages = [...PAGES, ...keyedPages()];
  for (const [page, main] of pages) {
    const res = await fetch(`${SITE}${page}`);
    const html = await res.text();
    const wrong = res.status !== 200 ? `${res.status}` : main instanceof RegExp ? (main.test(html) ? null : `main content ${main} not found`) : main(html);
    if (wrong === null) passed++;
    else {
      failures.push(`${page}: ${wrong} (HTML in test-results/prism-smoke/)`);
      await mkdir(path.join(ROOT, 'test-results/prism-smoke'), { recursive: true });
      await writeFile(path.join(ROOT, 'test-results/prism-smoke', `${page.replace(/\W+/g, '_') || 'home'}.html`), html);
    }
  }
  const refused = calls.filter((c) => !c.extension && (c.status === 404 || c.status === 422));
  for (const c of refused) failures.push(`platform call ${c.method} ${c.url} answered ${c.status} by Prism`);
  console.log(
    `prism smoke: ${pages.length} pages, ${calls.length} platform calls (${calls.filter((c) => c.extension).length} to extensions, answered 404; ${new Set(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).size} distinct)`,
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
