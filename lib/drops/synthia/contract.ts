import { configuredContract } from '@/lib/config/contract';
import { SynthiaKeys } from '@/contracts/deployments/SynthiaKeys';

/**
 * The key collection's contract, apart from its constants (config.ts): the page's stand-ins need
 * the constants, and only what reads or writes the chain needs the configured address.
 */
export const SYNTHIA_KEYS = {
  ...configuredContract('NEXT_PUBLIC_SYNTHIA_ADDRESS', process.env.NEXT_PUBLIC_SYNTHIA_ADDRESS, SynthiaKeys),
} as const;
