import { parseEther } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';

const DAY = 86_400;

const DEVNET = {
  layers: '0x0B306BF915C4d645ff596e518fAf3F9669b97016',
  tears: '0x959922bE3CAee4b8Cd9a407cc3ac1C251C2007B1',
  tearUse: '0x9A9f2CCfdE556A7E9Ff0848998Aa4a0CFD8863AE',
  staking: '0x68B1D87F95878fE05B998F19b66F4baba5De1aed',
  claim: '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c',
  burn: '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
} as const;

// Each variable spelt out: Next inlines NEXT_PUBLIC_ values only where they are written literally.
const address = (name: keyof typeof DEVNET, variable: string, value: string | undefined) => ({
  devnetAddress: DEVNET[name],
  address: contractAddress(publicConfig.chain.name, { variable, value, devnet: DEVNET[name] }),
});

/** The layers collection's six contracts (collections §7): layers, tears, tear use, staking, tear claim, burn. */
export const LAYERS_CONTRACTS = {
  layers: address('layers', 'NEXT_PUBLIC_LAYERS_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_ADDRESS),
  tears: address('tears', 'NEXT_PUBLIC_LAYERS_TEARS_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_TEARS_ADDRESS),
  tearUse: address('tearUse', 'NEXT_PUBLIC_LAYERS_TEAR_USE_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_TEAR_USE_ADDRESS),
  staking: address('staking', 'NEXT_PUBLIC_LAYERS_STAKING_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_STAKING_ADDRESS),
  claim: address('claim', 'NEXT_PUBLIC_LAYERS_CLAIM_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_CLAIM_ADDRESS),
  burn: address('burn', 'NEXT_PUBLIC_LAYERS_BURN_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_BURN_ADDRESS),
};

/**
 * The layers collection's constants (collections §9, §4): tears per layer, staking periods, the
 * claim and burn windows' fallbacks (when the chain's start/end cannot be read), the burn options.
 */
export const LAYERS = {
  /** The layers page lives at this drop's route (docs/decisions.md). */
  navKey: 'vhilsnew',
  artworks: 2803,
  maxTears: 3,
  maxMedalRank: 5,
  /** Stake-for-tears rounds 1–3, each giving 1 tear. */
  tearPeriodsDays: [120, 70, 40] as const,
  /** Bronze, Silver, Gold, Platinum, Diamond. */
  medalPeriodsDays: [10, 60, 60, 60, 116] as const,
  medalNames: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const,
  /** Tears a claim gives a layer by the tears it has used (0, 1, 2); a fully revealed layer gets none. */
  claimTears: [3, 2, 1] as const,
  /** Epoch fallbacks (collections §4): claim 17–24 March, burn 28 March – 28 April, 1pm EST. */
  fallbackWindows: { claimStart: 1742230800, claimEnd: 1742835600, burnStart: 1743181200, burnEnd: 1746219600 },
  burnOptions: [
    { type: 1, label: '1 print', prints: 1, price: parseEther('0.2') },
    { type: 2, label: '4 prints', prints: 4, price: parseEther('0.8') },
    { type: 3, label: '1 original billboard artwork', prints: 0, price: parseEther('10') },
  ] as const,
  /** Each burn option burns exactly this many fully revealed layers. */
  burnLayers: 1,
  daySeconds: DAY,
} as const;

export type TearType = 1 | 2;
export const TEAR_NAMES: Record<TearType, 'alpha' | 'beta'> = { 1: 'alpha', 2: 'beta' };
