/**
 * The security headers of every response (issue 10; Mozilla Observatory's set), used by server.mjs.
 * Plain JavaScript: the custom server imports it before Next (and TypeScript) is loaded.
 *
 * The Content-Security-Policy of an HTML page lists the sha256 of each inline script in that very
 * HTML (Next's bootstrap and RSC payload scripts), so script-src needs no 'unsafe-inline' and
 * cached (ISR) pages stay cached: nothing per request is rendered into them. Next's chunks are
 * same-origin `<script src>` tags, allowed by 'self'. ('strict-dynamic' is not used: it would
 * refuse those parser-inserted tags, which carry neither a nonce nor an integrity hash.)
 */
import { createHash, randomBytes } from 'node:crypto';
import { EARLY_ACTIONS_SCRIPT } from './early-actions.mjs';
import { PLACEHOLDER_HOLD_SCRIPT } from './placeholder-hold.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The inline scripts the framework writes. Only these are hashed: a script that got into the page
 * any other way (a sanitiser or escaping bug) gets no hash and does not run, so the CSP stays a
 * backstop. Page data only ever appears inside a JSON string literal of the first shape.
 * - Next's RSC payload `self.__next_f.push([1,"…"])` and its `(self.__next_f=…).push([0])` start;
 * - Turbopack's chunk registration, with chunk paths only;
 * - React's streaming calls with boundary ids (`$RC("B:0","S:0")`);
 * - fixed runtime scripts, by exact hash (React's streaming runtime, Next's icon mover);
 * - our own early-actions and placeholder-hold scripts (early-actions.mjs, placeholder-hold.mjs), by their exact text.
 * A framework upgrade that writes a new one fails `e2e/security.spec.ts` ("every inline script of
 * these pages is the framework's"), which prints the script to add.
 */
const JSON_STRING = '"(?:[^"\\\\]|\\\\.)*"';
const FRAMEWORK_SHAPES = [
  new RegExp(`^self\\.__next_f\\.push\\(\\[\\d+(?:,${JSON_STRING})?\\]\\)$`),
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"static\/chunks\/[\w.\/-]+\.js",?)*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
  /^(?:\$R[A-Z]\((?:"[A-Za-z0-9:_-]*",?)*\);?)+$/,
];
const FRAMEWORK_HASHES = new Set([
  // requestAnimationFrame(function(){$RT=performance.now()});  (React 19 streaming)
  '7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=',
  // $RB=[];$RV=function(a){…}  (React 19 Suspense boundary runtime, 829 characters; React writes it
  // with the first boundary's $RC("B:n","S:n") call after it, whose ids vary: hashed without it)
  'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=',
  // document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]')…  (Next 16)
  'LcsuUMiDkprrt6ZKeiLP4iYNhWo8NqaSbAgtoZxVK3s=',
]);

const sha256 = (body) => createHash('sha256').update(body, 'utf8').digest('base64');
FRAMEWORK_HASHES.add(sha256(EARLY_ACTIONS_SCRIPT));
FRAMEWORK_HASHES.add(sha256(PLACEHOLDER_HOLD_SCRIPT));

/** Whether an inline script is one the framework wrote (and may run). */
const BOUNDARY_CALLS = /(?:\$R[A-Z]\((?:"[A-Za-z0-9:_-]*",?)*\);?)+$/;

export function isFrameworkScript(body) {
  return (
    FRAMEWORK_SHAPES.some((shape) => shape.test(body)) || FRAMEWORK_HASHES.has(sha256(body)) || FRAMEWORK_HASHES.has(sha256(body.replace(BOUNDARY_CALLS, '')))
  );
}

/**
 * An HTML answer rendered for one request (Next marks it private or no-store: the profile, the
 * account, a page that reads the session) is streamed as Next writes it, so the header and the
 * shell reach the browser before the platform answers. Its scripts cannot be hashed before they
 * are sent: Next gives each the request's nonce instead (it reads it from the request's
 * Content-Security-Policy header, which server.mjs sets), and the page policy allows that nonce.
 * Cached pages stay on hashes: a nonce would make every page per request.
 */
export function isPerRequestPage(cacheControl) {
  return /(^|[\s,])(private|no-store)([\s,=]|$)/i.test(String(cacheControl ?? ''));
}

/** A fresh nonce source for one request ('nonce-…', 128 random bits). */
export function newNonceSource() {
  return `'nonce-${randomBytes(16).toString('base64')}'`;
}

/**
 * The script sources of a streamed page: its nonce, and the fixed scripts by hash (our own
 * early-actions script carries no nonce: the layout that writes it is shared with cached pages).
 */
export function streamedScriptSources(nonceSource) {
  return [nonceSource, ...[...FRAMEWORK_HASHES].map((hash) => `'sha256-${hash}'`)];
}

/** The CSP source of each framework inline script of `html` ('sha256-…'), in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks never run
    if (!isFrameworkScript(body)) continue;
    hashes.add(`'sha256-${sha256(body)}'`);
  }
  return [...hashes];
}

/** WalletConnect (Reown's published CSP guidance) and Coinbase Wallet: what the wallet modal talks to. */
const WALLET_CONNECT = [
  'https://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.com',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.web3modal.org',
  'https://*.web3modal.com',
];
const COINBASE = ['https://*.coinbase.com', 'wss://*.coinbase.com'];
const WALLET_FRAMES = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://secure.walletconnect.com',
  'https://secure.walletconnect.org',
  'https://keys.coinbase.com',
];

function origin(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

/**
 * The hosts a page may talk to, from the environment: the configured RPC (and mainnet RPC), the
 * analytics sink, the platform's images, the wallet services, and in the sandbox its loopback relay.
 */
export function cspSources(env) {
  const chain = env.NEXT_PUBLIC_CHAIN || 'devnet';
  const defaultRpc = { mainnet: 'https://eth.merkle.io', sepolia: 'https://rpc.sepolia.org', devnet: 'http://127.0.0.1:8545' }[chain];
  // A websocket RPC is reached by its own scheme: NEXT_PUBLIC_RPC_WS_URL, or on the devnet the
  // node's own address over ws (lib/config/public-schema.ts wsUrl).
  const wsRpc = env.NEXT_PUBLIC_RPC_WS_URL || (chain === 'devnet' ? (env.NEXT_PUBLIC_RPC_URL || defaultRpc).replace(/^http/, 'ws') : undefined);
  const rpc = [env.NEXT_PUBLIC_RPC_URL || defaultRpc, wsRpc, env.NEXT_PUBLIC_MAINNET_RPC_URL].map((u) => u && origin(u)).filter(Boolean);
  const analytics = env.NEXT_PUBLIC_ANALYTICS_URL ? [origin(env.NEXT_PUBLIC_ANALYTICS_URL)].filter(Boolean) : [];
  const platform = [origin(env.PLATFORM_API_URL || 'http://127.0.0.1:4010')].filter(Boolean);
  const relay = env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ? [] : ['ws://127.0.0.1:9'];
  return {
    connect: [...new Set([...rpc, ...analytics, ...relay, ...WALLET_CONNECT, ...COINBASE])],
    img: [...new Set([...platform, ...WALLET_CONNECT.filter((s) => s.startsWith('https:'))])],
    // The drops' hero films come from the platform's host, as their posters do.
    media: platform,
    frame: WALLET_FRAMES,
  };
}

/** The CSP of an HTML page with the given inline-script hashes. */
export function pagePolicy({ scriptHashes, sources, strict }) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // React style attributes, next/image and RainbowKit's modal set inline styles.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...sources.img].join(' '),
    ['media-src', "'self'", ...(sources.media ?? [])].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...sources.connect].join(' '),
    ['frame-src', ...sources.frame].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(strict ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The Discord callback (collections §2) is the last page of a popup that went through Discord:
 * with any opener policy but unsafe-none, that navigation puts it in a new browsing context
 * group and it loses its opener (it could not tell the page that opened it). Only that page.
 */
export function openerPolicy(pathname) {
  return pathname === '/oauth/verify' ? 'unsafe-none' : 'same-origin-allow-popups';
}

/**
 * Cross-Origin-Resource-Policy (issue 44): another site's page may not load our responses, except
 * what is made to be shown elsewhere: link-preview cards and the icons.
 */
export function resourcePolicy(pathname) {
  const shared = /(^|\/)(opengraph-image|twitter-image)(\/|$|-)/.test(pathname) || /^\/(favicon\.ico|icon|apple-icon)/.test(pathname);
  return shared ? 'cross-origin' : 'same-origin';
}

/** What anything that is not a page (JSON, images, scripts) may do when opened on its own: nothing. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers every response carries; HSTS only in strict production (HTTPS is the proxy's). */
export function baseHeaders({ strict }) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Coinbase Wallet's and Discord's popups talk back to the opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-frame-options': 'DENY',
    ...(strict ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
