import { configuredContract } from '@/lib/config/contract';
import { VhilsBurn } from '@/contracts/deployments/VhilsBurn';
import { VhilsSource } from '@/contracts/deployments/VhilsSource';

// drop-pages §4, §9: three source tokens burned for one token 4, up to 50.

export const BURN = {
  navKey: 'vhilsburn',
  tokensToBurn: 3,
  token4Cap: 50n,
  listMax: 60,
  source: {
    ...configuredContract('NEXT_PUBLIC_BURN_SOURCE_ADDRESS', process.env.NEXT_PUBLIC_BURN_SOURCE_ADDRESS, VhilsSource),
  },
  burn: {
    ...configuredContract('NEXT_PUBLIC_BURN_ADDRESS', process.env.NEXT_PUBLIC_BURN_ADDRESS, VhilsBurn),
  },
} as const;
