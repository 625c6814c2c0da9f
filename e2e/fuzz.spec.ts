import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { clearPlatformRequests, platformRequests } from './support/sandbox';

/**
 * `npm run security`'s fuzz pass: every route handler under app/api, found on disk (a new route is
 * fuzzed without being listed), gets malformed, oversized, wrong-type and cross-origin requests.
 * Each must answer 4xx, never 5xx, and a refused state-changing request must not reach the platform.
 */
const API_DIR = path.resolve(__dirname, '..', 'app', 'api');
const SAMPLE_PARAMS: Record<string, string> = { key: 'behind-tidal-light', part: 'basic', field: 'avatar' };
const SITE = 'http://localhost:3000';

type Route = { path: string; methods: string[] };

function routes(dir = API_DIR): Route[] {
  const out: Route[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...routes(full));
    else if (name === 'route.ts') {
      const source = readFileSync(full, 'utf8');
      const methods = [...source.matchAll(/export async function (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
      const rel = path
        .relative(API_DIR, path.dirname(full))
        .split(path.sep)
        .map((seg) => seg.replace(/^\[(\w+)\]$/, (_, p: string) => SAMPLE_PARAMS[p] ?? 'x'));
      out.push({ path: `/api/${rel.join('/')}`, methods });
    }
  }
  return out;
}

const ALL = routes();
const WRITES = ALL.flatMap((r) => r.methods.filter((m) => m !== 'GET').map((method) => ({ path: r.path, method })));
const READS = ALL.filter((r) => r.methods.includes('GET')).map((r) => r.path);

const same = { origin: SITE };
const json = { ...same, 'content-type': 'application/json' };
const CASES: Array<[string, Record<string, string>, string | Buffer]> = [
  ['malformed JSON', json, '{"email": "a@b.c",'],
  ['a JSON array', json, '[1,2,3]'],
  ['wrong types', json, JSON.stringify({ email: 42, password: ['x'], address: { a: 1 }, signature: null, tag: false, code: 1e309 })],
  ['a deep object', json, JSON.stringify(JSON.parse('{"a":'.repeat(2000) + '1' + '}'.repeat(2000)))],
  ['an oversized body', json, JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(64 * 1024) })],
  ['a text/plain body', { ...same, 'content-type': 'text/plain' }, '{"email":"collector@example.com"}'],
  ['a form body', { ...same, 'content-type': 'application/x-www-form-urlencoded' }, 'email=collector%40example.com'],
  ['another origin', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{"email":"collector@example.com"}'],
  ['a cross-site fetch', { ...json, 'sec-fetch-site': 'cross-site' }, '{"email":"collector@example.com"}'],
  ['no origin at all', { 'content-type': 'application/json' }, '{"email":"collector@example.com"}'],
];

test('the fuzz pass covers every route handler', () => {
  expect(ALL.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/api/auth/login', '/api/newsletter', '/api/me/basic', '/api/revalidate', '/api/auth/wallet/login']),
  );
  expect(WRITES.length).toBeGreaterThanOrEqual(14);
});

for (const { path: route, method } of WRITES) {
  test(`${method} ${route} refuses bad requests with 4xx and calls nothing upstream`, async ({ request }) => {
    for (const [name, headers, body] of CASES) {
      await clearPlatformRequests();
      const res = await request.fetch(route, { method, headers: { ...headers, 'x-forwarded-for': '198.18.0.1' }, data: body, maxRedirects: 0 });
      expect(res.status(), `${name}: ${await res.text()}`).toBeGreaterThanOrEqual(400);
      expect(res.status(), name).toBeLessThan(500);
      expect(await platformRequests(), `${name} reached the platform`).toEqual([]);
    }
  });
}

for (const route of READS) {
  test(`GET ${route} answers odd input without a 5xx`, async ({ request }) => {
    for (const query of ['', '?next=//evil.example', '?x=%00%ff', `?pad=${'x'.repeat(4000)}`]) {
      const res = await request.get(route + query, { headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
      expect(res.status(), `${route}${query.slice(0, 40)}`).toBeLessThan(500);
    }
  });
}
