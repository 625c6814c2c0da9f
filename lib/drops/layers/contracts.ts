import { configuredContract } from '@/lib/config/contract';
import { VhilsLayers } from '@/contracts/deployments/VhilsLayers';
import { VhilsLayersBurn } from '@/contracts/deployments/VhilsLayersBurn';
import { VhilsStaking } from '@/contracts/deployments/VhilsStaking';
import { VhilsTearClaim } from '@/contracts/deployments/VhilsTearClaim';
import { VhilsTearUse } from '@/contracts/deployments/VhilsTearUse';
import { VhilsTears } from '@/contracts/deployments/VhilsTears';

// Apart from config.ts: the page's stand-ins need the constants, not the addresses.
const DEVNET = {
  layers: VhilsLayers,
  tears: VhilsTears,
  tearUse: VhilsTearUse,
  staking: VhilsStaking,
  claim: VhilsTearClaim,
  burn: VhilsLayersBurn,
} as const;

// Each variable spelt out: Next inlines NEXT_PUBLIC_ values only where written literally.
const address = (name: keyof typeof DEVNET, variable: string, value: string | undefined) => configuredContract(variable, value, DEVNET[name]);

// collections §7
export const LAYERS_CONTRACTS = {
  layers: address('layers', 'NEXT_PUBLIC_LAYERS_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_ADDRESS),
  tears: address('tears', 'NEXT_PUBLIC_LAYERS_TEARS_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_TEARS_ADDRESS),
  tearUse: address('tearUse', 'NEXT_PUBLIC_LAYERS_TEAR_USE_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_TEAR_USE_ADDRESS),
  staking: address('staking', 'NEXT_PUBLIC_LAYERS_STAKING_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_STAKING_ADDRESS),
  claim: address('claim', 'NEXT_PUBLIC_LAYERS_CLAIM_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_CLAIM_ADDRESS),
  burn: address('burn', 'NEXT_PUBLIC_LAYERS_BURN_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_BURN_ADDRESS),
};
