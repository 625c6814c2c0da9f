import { publicConfig } from './public';
import { contractAddress } from './public-schema';

/** Pass `process.env.NEXT_PUBLIC_…` spelt out, so Next inlines it. */
export function configuredContract<const D extends `0x${string}`>(variable: string, value: string | undefined, devnet: D) {
  return { devnetAddress: devnet, address: contractAddress(publicConfig.chain.name, { variable, value, devnet }) };
}
