import { configuredContract } from '@/lib/config/contract';
import { SynthiaKeys } from '@/contracts/deployments/SynthiaKeys';

// Apart from config.ts: the page's stand-ins need the constants, not the address.
export const SYNTHIA_KEYS = {
  ...configuredContract('NEXT_PUBLIC_SYNTHIA_ADDRESS', process.env.NEXT_PUBLIC_SYNTHIA_ADDRESS, SynthiaKeys),
} as const;
