import { configuredContract } from '@/lib/config/contract';

const KEYS_DEVNET = '0x59b670e9fA9D0A427751Af201D676719a970857b';

/**
 * The key collection's contract, apart from its constants (config.ts): the page's stand-ins need
 * the constants, and only what reads or writes the chain needs the configured address.
 */
export const SYNTHIA_KEYS = {
  ...configuredContract('NEXT_PUBLIC_SYNTHIA_ADDRESS', process.env.NEXT_PUBLIC_SYNTHIA_ADDRESS, KEYS_DEVNET),
} as const;
