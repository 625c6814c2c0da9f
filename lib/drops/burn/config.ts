import { configuredContract } from '@/lib/config/contract';

/**
 * The burn-three-tokens flow (`/drops/vhilsburn`, drop-pages §4, §9): three of the wallet's source
 * tokens, each approved to the burn contract, are burned for one token 4, up to 50.
 */
const SOURCE_DEVNET = '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0';
const BURN_DEVNET = '0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82';

export const BURN = {
  navKey: 'vhilsburn',
  tokensToBurn: 3,
  token4Cap: 50n,
  /** The most source tokens the page lists for a wallet. */
  listMax: 60,
  source: {
    ...configuredContract('NEXT_PUBLIC_BURN_SOURCE_ADDRESS', process.env.NEXT_PUBLIC_BURN_SOURCE_ADDRESS, SOURCE_DEVNET),
  },
  burn: {
    ...configuredContract('NEXT_PUBLIC_BURN_ADDRESS', process.env.NEXT_PUBLIC_BURN_ADDRESS, BURN_DEVNET),
  },
} as const;
