// The configured chain's name and the contract addresses on it: every drop's config imports this, so it ships with every mint page and stays apart from the rest of the public config.

export const CHAIN_NAMES = ['mainnet', 'sepolia', 'devnet'] as const;
export type ChainName = (typeof CHAIN_NAMES)[number];

/** NEXT_PUBLIC_CHAIN as set (checked where the server starts, public-check.ts); unset or empty is the devnet. */
export const chainName = (value: string | undefined): ChainName => (value || 'devnet') as ChainName;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Null where not configured: the page then shows the spec's defaults. */
export function contractAddress(chain: ChainName, contract: { variable: string; value: string | undefined; devnet: `0x${string}` }): `0x${string}` | null {
  const value = contract.value === '' ? undefined : contract.value;
  if (value !== undefined) {
    if (!ADDRESS.test(value)) throw new Error(`Invalid environment variable ${contract.variable}: must be a 0x-prefixed 20-byte address`);
    return value as `0x${string}`;
  }
  return chain === 'devnet' ? contract.devnet : null;
}

/** Pass `process.env.NEXT_PUBLIC_…` spelt out, so Next inlines it. */
export function configuredContract<const D extends `0x${string}`>(variable: string, value: string | undefined, devnet: D) {
  return { devnetAddress: devnet, address: contractAddress(chainName(process.env.NEXT_PUBLIC_CHAIN), { variable, value, devnet }) };
}
