// Plain JavaScript: server.mjs imports it before Next (and TypeScript) is loaded.
// No 'strict-dynamic': it would refuse Next's parser-inserted chunk tags (no nonce, no integrity).
import { createHash, randomBytes } from 'node:crypto';
import { EARLY_ACTIONS_SCRIPT } from './early-actions.mjs';
import { NEXT_SCRIPT_HASHES, NEXT_SCRIPT_SHAPES } from '../framework/next-internals.mjs';
import { PLACEHOLDER_HOLD_SCRIPT, REACT_BOUNDARY_CALLS, REACT_RUNTIME_HASHES } from '../framework/react-internals.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

// Only the framework's own inline scripts are hashed, so an injected one does not run; a new one after
// an upgrade fails e2e/security.spec.ts, which prints the script to add.
const FRAMEWORK_SHAPES = [...NEXT_SCRIPT_SHAPES, new RegExp(`^${REACT_BOUNDARY_CALLS.source}`)];
const sha256 = (body) => createHash('sha256').update(body, 'utf8').digest('base64');
// Ours too: the early-actions and placeholder-hold scripts carry no nonce (their layout is shared with cached pages).
const FRAMEWORK_HASHES = new Set([...REACT_RUNTIME_HASHES, ...NEXT_SCRIPT_HASHES, sha256(EARLY_ACTIONS_SCRIPT), sha256(PLACEHOLDER_HOLD_SCRIPT)]);

export function isFrameworkScript(body) {
  return (
    FRAMEWORK_SHAPES.some((shape) => shape.test(body)) ||
    FRAMEWORK_HASHES.has(sha256(body)) ||
    FRAMEWORK_HASHES.has(sha256(body.replace(REACT_BOUNDARY_CALLS, '')))
  );
}

/** A per-request page streams, so its scripts get the request's nonce instead of hashes. */
export function isPerRequestPage(cacheControl) {
  return /(^|[\s,])(private|no-store)([\s,=]|$)/i.test(String(cacheControl ?? ''));
}

export function newNonceSource() {
  return `'nonce-${randomBytes(16).toString('base64')}'`;
}

// Our early-actions script has no nonce (its layout is shared with cached pages), hence the hashes too.
export function streamedScriptSources(nonceSource) {
  return [nonceSource, ...[...FRAMEWORK_HASHES].map((hash) => `'sha256-${hash}'`)];
}

/**
 * A cached page rendered for one request keeps that request's nonce on its tags; every later visitor
 * would get it. The cached page runs by its hashes, so the attribute goes.
 */
export function withoutNonces(html) {
  return html.replace(/(<(?:script|link|style)\b[^>]*?)\s+nonce="[^"]*"/gi, '$1');
}

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

// Reown's published CSP guidance for the wallet modal.
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

export function cspSources(env) {
  const chain = env.NEXT_PUBLIC_CHAIN || 'devnet';
  const defaultRpc = { mainnet: 'https://eth.merkle.io', sepolia: 'https://rpc.sepolia.org', devnet: 'http://127.0.0.1:8545' }[chain];
  const rpc = [env.NEXT_PUBLIC_RPC_URL || defaultRpc, env.NEXT_PUBLIC_MAINNET_RPC_URL].map((u) => u && origin(u)).filter(Boolean);
  const analytics = env.NEXT_PUBLIC_ANALYTICS_URL ? [origin(env.NEXT_PUBLIC_ANALYTICS_URL)].filter(Boolean) : [];
  const platform = [origin(env.PLATFORM_API_URL || 'http://127.0.0.1:4010')].filter(Boolean);
  const relay = env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ? [] : ['ws://127.0.0.1:9'];
  return {
    connect: [...new Set([...rpc, ...analytics, ...relay, ...WALLET_CONNECT, ...COINBASE])],
    img: [...new Set([...platform, ...WALLET_CONNECT.filter((s) => s.startsWith('https:'))])],
    media: platform,
    frame: WALLET_FRAMES,
  };
}

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

/** The Discord callback popup (collections §2) would lose its opener under any other policy. */
export function openerPolicy(pathname) {
  return pathname === '/oauth/verify' ? 'unsafe-none' : 'same-origin-allow-popups';
}

/** Only link-preview cards and icons may be loaded by other sites. */
export function resourcePolicy(pathname) {
  const shared = /(^|\/)(opengraph-image|twitter-image)(\/|$|-)/.test(pathname) || /^\/(favicon\.ico|icon|apple-icon)/.test(pathname);
  return shared ? 'cross-origin' : 'same-origin';
}

export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS only in strict production (HTTPS is the proxy's). */
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
