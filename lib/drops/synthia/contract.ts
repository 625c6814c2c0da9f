import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';

const KEYS_DEVNET = '0x59b670e9fA9D0A427751Af201D676719a970857b';

/**
 * The key collection's contract, apart from its constants (config.ts): the page's stand-ins need
 * the constants, and only what reads or writes the chain needs the configured address.
 */
export const SYNTHIA_KEYS = {
  devnetAddress: KEYS_DEVNET,
  address: contractAddress(publicConfig.chain.name, {
    variable: 'NEXT_PUBLIC_SYNTHIA_ADDRESS',
    value: process.env.NEXT_PUBLIC_SYNTHIA_ADDRESS,
    devnet: KEYS_DEVNET,
  }),
} as const;
