import { CHAIN_NAMES, readPublicEnv, type PublicConfig, type PublicEnv, type PublicEnvName } from './public-schema';

const URL_SETTINGS: readonly PublicEnvName[] = ['NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_RPC_URL', 'NEXT_PUBLIC_MAINNET_RPC_URL', 'NEXT_PUBLIC_EXPLORER_URL'];

/** Names the first bad setting; server code only, so no browser ships it. */
export function checkPublicEnv(env: PublicEnv): void {
  const chain = env.NEXT_PUBLIC_CHAIN || undefined;
  if (chain !== undefined && !(CHAIN_NAMES as readonly string[]).includes(chain)) {
    throw new Error(`Invalid environment variable NEXT_PUBLIC_CHAIN: expected one of ${CHAIN_NAMES.join(', ')}`);
  }
  for (const name of URL_SETTINGS) {
    const value = env[name] || undefined;
    if (value !== undefined && !URL.canParse(value)) throw new Error(`Invalid environment variable ${name}: Invalid URL`);
  }
}

export function parsePublicEnv(env: PublicEnv): PublicConfig {
  checkPublicEnv(env);
  return readPublicEnv(env);
}
