import { parseServerEnv } from './lib/config/env-schema';

// A missing or invalid secret stops the server at start with a message naming the variable,
// instead of a server that fails on the first request.
try {
  parseServerEnv(process.env);
} catch (err) {
  console.error(`\n${(err as Error).message}\n`);
  process.exit(1);
}

// With a shared cache the pages prerendered at build are not on this instance's disk cache path:
// seed Redis with them once (entries already there are left alone by the handler).
if (process.env.REDIS_URL) {
  const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation');
  // @ts-expect-error -- a plain .mjs module without types
  const CacheHandler = (await import('./lib/cache/redis-cache-handler.mjs')).default;
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true });
  const { connectSharedRedis } = await import('./app/_lib/redis');
  await connectSharedRedis();
}

// The pages the build may have prerendered empty are refreshed once the server listens; until then
// /api/ready answers 503 (lib/http/warm-up.ts). Not in `next dev`, which renders on request anyway.
if (process.env.NODE_ENV === 'production') {
  const { markReady, untilListening, warmUp } = await import('./lib/http/warm-up');
  const host = process.env.BIND_HOST && process.env.BIND_HOST !== '0.0.0.0' ? process.env.BIND_HOST : '127.0.0.1';
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`;
  // The same default as lib/config/env-schema.ts; production requires REVALIDATE_SECRET.
  const secret = process.env.REVALIDATE_SECRET || 'sandbox-revalidate-secret';
  void untilListening(base)
    .then(() => warmUp(base, secret))
    .catch((err: Error) => console.warn(`[start] could not refresh the cached pages (${err.message}); they fill on request`))
    .finally(markReady);
}
