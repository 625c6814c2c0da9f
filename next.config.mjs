import { fileURLToPath } from 'node:url';

const platformUrl = new URL(process.env.PLATFORM_API_URL || 'http://127.0.0.1:4010');
// Read when the server starts (server.mjs loads this file): with REDIS_URL every instance shares
// one cache in Redis, and none keeps its own copy in memory that another's revalidation would miss.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses, after it has hashed each page's inline scripts for its CSP.
  compress: false,
  experimental: {
    // The CSS in <style> in the HTML, not render-blocking <link>s: first paint (and the preloaded hero)
    // needs no round trip after the document. CSP already allows inline styles (security-headers.mjs).
    inlineCss: true,
  },
  // RainbowKit → wagmi baseAccount → @coinbase/cdp-sdk imports optional packages Turbopack cannot resolve.
  serverExternalPackages: ['@coinbase/cdp-sdk'],
  images: {
    // Next 16 refuses to optimise images from loopback/private hosts; the sandbox serves them from 127.0.0.1.
    dangerouslyAllowLocalIP: ['127.0.0.1', 'localhost', '::1'].includes(platformUrl.hostname),
    remotePatterns: [
      {
        protocol: platformUrl.protocol.replace(':', ''),
        hostname: platformUrl.hostname,
        port: platformUrl.port,
        pathname: '/**',
      },
    ],
  },
};

export default nextConfig;
