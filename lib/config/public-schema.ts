import { chainName, type ChainName } from './contract';

export { CHAIN_NAMES, type ChainName } from './contract';

const CHAIN_DEFAULTS: Record<ChainName, { id: number; label: string; rpcUrl: string; explorerUrl: string | null }> = {
  mainnet: { id: 1, label: 'Mainnet', rpcUrl: 'https://eth.merkle.io', explorerUrl: 'https://etherscan.io' },
  sepolia: { id: 11155111, label: 'Sepolia Testnet', rpcUrl: 'https://rpc.sepolia.org', explorerUrl: 'https://sepolia.etherscan.io' },
  devnet: { id: 31337, label: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', explorerUrl: null },
};

export type PublicEnvName =
  | 'NEXT_PUBLIC_SITE_URL'
  | 'NEXT_PUBLIC_CHAIN'
  | 'NEXT_PUBLIC_RPC_URL'
  | 'NEXT_PUBLIC_MAINNET_RPC_URL'
  | 'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID'
  | 'NEXT_PUBLIC_EXPLORER_URL';

export type PublicConfig = {
  siteUrl: string;
  chain: {
    name: ChainName;
    id: number;
    label: string;
    rpcUrl: string;
    /** null: poll over rpcUrl. */
    explorerUrl: string | null;
  };
  mainnetRpcUrl: string | null;
  walletConnectProjectId: string | null;
};

export type PublicEnv = Partial<Record<PublicEnvName, string>>;

/** An empty variable is unset. Checked by checkPublicEnv (public-check.ts) where the server starts; the browser reads the same inlined values. */
const setting = (env: PublicEnv, name: PublicEnvName): string | undefined => env[name] || undefined;

// Plain code, not a zod schema: it ships with every mint page (the drop configs read the chain), where zod would add about 25 KB gzip.
export function readPublicEnv(env: PublicEnv): PublicConfig {
  const name = chainName(env.NEXT_PUBLIC_CHAIN);
  const defaults = CHAIN_DEFAULTS[name];
  const rpcUrl = setting(env, 'NEXT_PUBLIC_RPC_URL') ?? defaults.rpcUrl;
  return {
    siteUrl: (setting(env, 'NEXT_PUBLIC_SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, ''),
    chain: {
      name,
      id: defaults.id,
      label: defaults.label,
      rpcUrl,
      explorerUrl: setting(env, 'NEXT_PUBLIC_EXPLORER_URL') ?? defaults.explorerUrl,
    },
    mainnetRpcUrl: setting(env, 'NEXT_PUBLIC_MAINNET_RPC_URL') ?? null,
    walletConnectProjectId: setting(env, 'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID') ?? null,
  };
}
