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
  const CacheHandler = (await import('./lib/cache/cache-handler.mjs')).default;
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true });
  const { connectSharedRedis } = await import('./app/_lib/redis');
  await connectSharedRedis();
}
