import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { baseHeaders, cspSources, inlineScriptHashes, openerPolicy, pagePolicy, resourcePolicy, withoutNonces } from './security-headers.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

test("hashes the framework's inline scripts once each, and nothing else", () => {
  const rsc = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
  const html = [
    `<script>${rsc}</script>`,
    `<script>${rsc}</script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>$RC("B:0","S:0")</script>',
    '<script src="/_next/static/chunks/a.js" async></script>',
    '<script type="application/ld+json">{"name":"x"}</script>',
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [sha(rsc), sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('$RC("B:0","S:0")')]);
});

test('a script that got into the page any other way gets no hash, even dressed as the framework', () => {
  for (const body of [
    'alert(1)',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"]),alert(1)//"])',
    '$RB=[];$RV=function(){alert(1)}',
    'requestAnimationFrame(function(){$RT=performance.now()});alert(1)',
    '$RC("B:0");fetch("//evil")',
  ]) {
    assert.deepEqual(inlineScriptHashes(`<script>${body}</script>`), [], body);
  }
});

test('the page policy allows no inline script but the hashed ones, and no framing', () => {
  const policy = pagePolicy({ scriptHashes: [sha('a')], sources: cspSources({}), strict: false });
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
  assert.equal(scriptSrc, `script-src 'self' ${sha('a')}`);
  assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval|\*/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.doesNotMatch(policy, /upgrade-insecure-requests/);
});

test('connect-src names the configured RPC, analytics and wallet services; the sandbox relay only without a project id', () => {
  const sandbox = cspSources({});
  assert.ok(sandbox.connect.includes('http://127.0.0.1:8545'));
  assert.ok(sandbox.connect.includes('ws://127.0.0.1:9'));
  // Live figures come from the site's own stream: the browser opens no socket to the node.
  assert.ok(!sandbox.connect.includes('ws://127.0.0.1:8545'));
  const production = cspSources({
    NEXT_PUBLIC_CHAIN: 'mainnet',
    NEXT_PUBLIC_RPC_URL: 'https://rpc.example/v1/key',
    NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example/e',
    NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'abc',
    PLATFORM_API_URL: 'https://api.example',
  });
  assert.ok(production.connect.includes('https://rpc.example'));
  assert.ok(production.connect.includes('https://stats.example'));
  assert.ok(production.connect.includes('wss://*.walletconnect.org'));
  assert.ok(!production.connect.includes('ws://127.0.0.1:9'));
  assert.ok(!production.connect.some((s) => s.startsWith('wss://rpc')));
  assert.ok(production.img.includes('https://api.example'));
});

test('HSTS and upgrade-insecure-requests only in strict production', () => {
  assert.equal(baseHeaders({ strict: false })['strict-transport-security'], undefined);
  assert.match(baseHeaders({ strict: true })['strict-transport-security'], /max-age=63072000/);
  assert.match(pagePolicy({ scriptHashes: [], sources: cspSources({}), strict: true }), /upgrade-insecure-requests/);
});

test('only the Discord callback keeps its opener across the trip through Discord', () => {
  assert.equal(openerPolicy('/oauth/verify'), 'unsafe-none');
  assert.equal(openerPolicy('/drops/synthia'), 'same-origin-allow-popups');
  assert.equal(openerPolicy('/oauth/verify/x'), 'same-origin-allow-popups');
});

test('a page Next renders per request streams under a nonce; a cached one keeps its hashes', async () => {
  const { isPerRequestPage, newNonceSource, streamedScriptSources } = await import('./security-headers.mjs');
  assert.equal(isPerRequestPage('private, no-cache, no-store, max-age=0, must-revalidate'), true);
  assert.equal(isPerRequestPage('no-store'), true);
  assert.equal(isPerRequestPage('s-maxage=60, stale-while-revalidate=31535940'), false);
  assert.equal(isPerRequestPage('public, max-age=0, must-revalidate'), false);
  assert.equal(isPerRequestPage(undefined), false);
  const [a, b] = [newNonceSource(), newNonceSource()];
  assert.match(a, /^'nonce-[A-Za-z0-9+/]{22}==='?$|^'nonce-[A-Za-z0-9+/]{22}=='$/);
  assert.notEqual(a, b);
  const sources = streamedScriptSources(a);
  assert.equal(sources[0], a);
  assert.ok(sources.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)));
  const policy = pagePolicy({ scriptHashes: sources, sources: cspSources({}), strict: false });
  assert.match(policy, new RegExp(`script-src 'self' ${a.replace(/[+/]/g, '\\$&')}`));
  assert.doesNotMatch(policy, /unsafe-inline'[^;]*script|script-src[^;]*unsafe-inline/);
});

test('a cached page keeps no nonce of the request that rendered it; its scripts and their hashes stay as they were', () => {
  const rsc = 'self.__next_f.push([1,"nonce=\\"kept-in-data\\""])';
  const html = `<link rel="preload" as="script" nonce="abc+/=" href="/a.js"><script src="/a.js" nonce="abc+/=" async></script><script nonce="abc+/=">${rsc}</script><p nonce="x">text</p>`;
  const plain = withoutNonces(html);
  assert.equal(plain, `<link rel="preload" as="script" href="/a.js"><script src="/a.js" async></script><script>${rsc}</script><p nonce="x">text</p>`);
  assert.deepEqual(inlineScriptHashes(plain), inlineScriptHashes(html));
});

test('only link-preview cards and icons may be loaded by another site (Cross-Origin-Resource-Policy)', () => {
  for (const path of ['/', '/api/me', '/_next/static/chunks/app.js', '/_next/image', '/drops/synthia']) assert.equal(resourcePolicy(path), 'same-origin');
  for (const path of ['/drops/tidal-light/opengraph-image', '/drops/opengraph-image', '/articles/x/twitter-image', '/favicon.ico', '/icon.png'])
    assert.equal(resourcePolicy(path), 'cross-origin');
});
