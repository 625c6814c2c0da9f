import { publicConfig } from './public';
import { contractAddress } from './public-schema';

/**
 * A contract's address on the configured chain, with the devnet address the sandbox deploys it at:
 * the variable's value where set (pass `process.env.NEXT_PUBLIC_…` spelt out, so Next inlines it),
 * else the devnet address on the devnet, else null (not configured).
 */
export function configuredContract<const D extends `0x${string}`>(variable: string, value: string | undefined, devnet: D) {
  return { devnetAddress: devnet, address: contractAddress(publicConfig.chain.name, { variable, value, devnet }) };
}
