import 'server-only';
import { serverConfig } from '@/lib/config/server';
import { createPlatformClient, type PlatformRequest } from './client';

let client: PlatformRequest | undefined;

/** The server's platform client, configured from the environment on first use. */
export const platformRequest: PlatformRequest = (path, opts) => {
  const { platformApiUrl, platformTimeoutMs } = serverConfig();
  client ??= createPlatformClient({ baseUrl: platformApiUrl, timeoutMs: platformTimeoutMs });
  return client(path, opts);
};

export * from './errors';
export type * from './schemas';
