import { checkPublicEnv } from './public-check';
import { readPublicEnv } from './public-schema';

// NEXT_PUBLIC_* are inlined at build time only when referenced literally.
const env = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_CHAIN: process.env.NEXT_PUBLIC_CHAIN,
  NEXT_PUBLIC_RPC_URL: process.env.NEXT_PUBLIC_RPC_URL,
  NEXT_PUBLIC_MAINNET_RPC_URL: process.env.NEXT_PUBLIC_MAINNET_RPC_URL,
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
  NEXT_PUBLIC_EXPLORER_URL: process.env.NEXT_PUBLIC_EXPLORER_URL,
};
// The server (and the build) refuse a bad setting; the browser's copy is the same inlined values.
if (typeof window === 'undefined') checkPublicEnv(env);

export const publicConfig = readPublicEnv(env);
