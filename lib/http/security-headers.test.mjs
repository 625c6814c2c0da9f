import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { baseHeaders, cspSources, inlineScriptHashes, pagePolicy } from './security-headers.mjs';

const sha = (s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

test('hashes each executable inline script once, and nothing else', () => {
  const html = [
    '<script>self.__next_f.push([1,"a"])</script>',
    '<script>self.__next_f.push([1,"a"])</script>',
    '<script type="module">import("/x.js")</script>',
    '<script src="/_next/static/chunks/a.js" async></script>',
    '<script type="application/ld+json">{"name":"x"}</script>',
    '<SCRIPT id="b">var é = 1</SCRIPT >',
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [sha('self.__next_f.push([1,"a"])'), sha('import("/x.js")'), sha('var é = 1')]);
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
  const production = cspSources({ NEXT_PUBLIC_CHAIN: 'mainnet', NEXT_PUBLIC_RPC_URL: 'https://rpc.example/v1/key', NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example/e', NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'abc', PLATFORM_API_URL: 'https://api.example' });
  assert.ok(production.connect.includes('https://rpc.example'));
  assert.ok(production.connect.includes('https://stats.example'));
  assert.ok(production.connect.includes('wss://*.walletconnect.org'));
  assert.ok(!production.connect.includes('ws://127.0.0.1:9'));
  assert.ok(production.img.includes('https://api.example'));
});

test('HSTS and upgrade-insecure-requests only in strict production', () => {
  assert.equal(baseHeaders({ strict: false })['strict-transport-security'], undefined);
  assert.match(baseHeaders({ strict: true })['strict-transport-security'], /max-age=63072000/);
  assert.match(pagePolicy({ scriptHashes: [], sources: cspSources({}), strict: true }), /upgrade-insecure-requests/);
});
