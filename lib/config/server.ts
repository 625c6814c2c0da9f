import 'server-only';
import { parseServerEnv, type ServerConfig } from './env-schema';

let cached: ServerConfig | undefined;

/** Server settings and secrets, read once from the environment and validated. */
export function serverConfig(): ServerConfig {
  cached ??= parseServerEnv(process.env);
  return cached;
}
