import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

const onCi = /^(1|true)$/i.test(process.env.CI ?? '');
// Pictures come from the platform API's host and from its assets host (collections §7), when that is another.
// On the API's host only the folders pictures live in (IMAGE_PATHS): the optimiser fetches what a visitor
// names, and the API's own paths are not pictures. An assets host of its own holds nothing but pictures.
const platformUrl = new URL(process.env.PLATFORM_API_URL || 'http://127.0.0.1:4010');
const assetsUrl = process.env.ASSETS_URL ? new URL(process.env.ASSETS_URL) : null;
const pictureFolders = (process.env.IMAGE_PATHS || '/images/**,/files/**,/nfts/**,/layers/images/**')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const imageSources = [
  ...pictureFolders.map((pathname) => ({ url: platformUrl, pathname })),
  ...(assetsUrl && assetsUrl.host !== platformUrl.host ? [{ url: assetsUrl, pathname: '/**' }] : []),
];

/**
 * Read when the server starts (server.mjs loads this file): the page cache keeps 404s in a bounded
 * LRU (lib/cache/cache-handler.mjs); with REDIS_URL every instance shares one cache in Redis, and
 * none keeps its own copy in memory that another's revalidation would miss. Not at build: a handler
 * named then is bundled into the middleware, and the build's prerendered pages go to disk anyway.
 */
const pageCache = (phase) =>
  phase === PHASE_PRODUCTION_BUILD
    ? {}
    : {
        cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
        ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
      };

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  ...pageCache(phase),
  // A second build beside the main one (the contract smoke run against Prism: scripts/prism-smoke.ts).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses, after it has hashed each page's inline scripts for its CSP.
  compress: false,
  experimental: {
    // The CSS in <style> in the HTML, not render-blocking <link>s: first paint (and the preloaded hero)
    // needs no round trip after the document. CSP already allows inline styles (security-headers.mjs).
    inlineCss: true,
    // A CI clone builds once: writing Turbopack's build cache would cost CPU for a cache nobody reads.
    turbopackFileSystemCacheForBuild: !onCi,
  },
  // RainbowKit → wagmi baseAccount → @coinbase/cdp-sdk imports optional packages Turbopack cannot resolve.
  serverExternalPackages: ['@coinbase/cdp-sdk'],
  images: {
    // Next 16 refuses to optimise images from loopback/private hosts; the sandbox serves them from 127.0.0.1.
    dangerouslyAllowLocalIP: imageSources.some(({ url }) => ['127.0.0.1', 'localhost', '::1'].includes(url.hostname)),
    remotePatterns: imageSources.map(({ url, pathname }) => ({ protocol: url.protocol.replace(':', ''), hostname: url.hostname, port: url.port, pathname })),
    // A redirect would take the optimiser off the allowed paths; every variant it keeps is on disk, so the disk is capped.
    maximumRedirects: 0,
    maximumResponseBody: 10_000_000,
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
});

export default nextConfig;
