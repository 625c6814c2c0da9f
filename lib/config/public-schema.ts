import { z } from 'zod';

export const CHAIN_NAMES = ['mainnet', 'sepolia', 'devnet'] as const;
export type ChainName = (typeof CHAIN_NAMES)[number];

const CHAIN_DEFAULTS: Record<ChainName, { id: number; label: string; rpcUrl: string; explorerUrl: string | null }> = {
  mainnet: { id: 1, label: 'Mainnet', rpcUrl: 'https://eth.merkle.io', explorerUrl: 'https://etherscan.io' },
  sepolia: { id: 11155111, label: 'Sepolia Testnet', rpcUrl: 'https://rpc.sepolia.org', explorerUrl: 'https://sepolia.etherscan.io' },
  devnet: { id: 31337, label: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', explorerUrl: null },
};

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional(z.url()),
  NEXT_PUBLIC_CHAIN: optional(z.enum(CHAIN_NAMES)),
  NEXT_PUBLIC_RPC_URL: optional(z.url()),
  NEXT_PUBLIC_MAINNET_RPC_URL: optional(z.url()),
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: optional(z.string()),
  NEXT_PUBLIC_EXPLORER_URL: optional(z.url()),
});

export type PublicConfig = {
  siteUrl: string;
  chain: { name: ChainName; id: number; label: string; rpcUrl: string; explorerUrl: string | null };
  mainnetRpcUrl: string | null;
  walletConnectProjectId: string | null;
};

/** Public settings (safe for the browser). With nothing set, the site talks to the sandbox devnet. */
export function parsePublicEnv(env: Record<string, string | undefined>): PublicConfig {
  const parsed = publicEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const name = e.NEXT_PUBLIC_CHAIN ?? 'devnet';
  const defaults = CHAIN_DEFAULTS[name];
  return {
    siteUrl: (e.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    chain: {
      name,
      id: defaults.id,
      label: defaults.label,
      rpcUrl: e.NEXT_PUBLIC_RPC_URL ?? defaults.rpcUrl,
      explorerUrl: e.NEXT_PUBLIC_EXPLORER_URL ?? defaults.explorerUrl,
    },
    mainnetRpcUrl: e.NEXT_PUBLIC_MAINNET_RPC_URL ?? null,
    walletConnectProjectId: e.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? null,
  };
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * A contract's address on the configured chain: its NEXT_PUBLIC_<NAME>_ADDRESS variable when set
 * (checked, or the start fails naming it), else the sandbox's fixed devnet address on devnet, else
 * null (the page then shows the spec's defaults). Each drop's config.ts calls it for its contracts.
 */
export function contractAddress(
  chain: ChainName,
  contract: { variable: string; value: string | undefined; devnet: `0x${string}` },
): `0x${string}` | null {
  const value = contract.value === '' ? undefined : contract.value;
  if (value !== undefined) {
    if (!ADDRESS.test(value)) throw new Error(`Invalid environment variable ${contract.variable}: must be a 0x-prefixed 20-byte address`);
    return value as `0x${string}`;
  }
  return chain === 'devnet' ? contract.devnet : null;
}
