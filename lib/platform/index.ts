import 'server-only';
import { serverConfig } from '@/lib/config/server';
import { markPlatformUnavailable } from '@/lib/http/request-context';
import { createPlatformClient, type PlatformRequest } from './client';
import { nextDataCache } from './data-cache';
import { UpstreamError } from './errors';

let client: PlatformRequest | undefined;

/** An upstream failure marks the request, so the page answers 503 (server.mjs). */
export const platformRequest: PlatformRequest = async (path, opts) => {
  const { platformApiUrl, platformTimeoutMs } = serverConfig();
  client ??= createPlatformClient({ baseUrl: platformApiUrl, timeoutMs: platformTimeoutMs, readThrough: nextDataCache });
  try {
    return await client(path, opts);
  } catch (err) {
    if (err instanceof UpstreamError) markPlatformUnavailable();
    throw err;
  }
};

export * from './errors';
export type * from './schemas';
