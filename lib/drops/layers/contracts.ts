import { configuredContract } from '@/lib/config/contract';

/*
 * The layers collection's contract addresses, apart from its constants (config.ts): the page's
 * stand-ins need the constants, and only what reads or writes the chain needs the addresses.
 */
const DEVNET = {
  layers: '0x0B306BF915C4d645ff596e518fAf3F9669b97016',
  tears: '0x959922bE3CAee4b8Cd9a407cc3ac1C251C2007B1',
  tearUse: '0x9A9f2CCfdE556A7E9Ff0848998Aa4a0CFD8863AE',
  staking: '0x68B1D87F95878fE05B998F19b66F4baba5De1aed',
  claim: '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c',
  burn: '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
} as const;

// Each variable spelt out: Next inlines NEXT_PUBLIC_ values only where they are written literally.
const address = (name: keyof typeof DEVNET, variable: string, value: string | undefined) => configuredContract(variable, value, DEVNET[name]);

/** The layers collection's six contracts (collections §7): layers, tears, tear use, staking, tear claim, burn. */
export const LAYERS_CONTRACTS = {
  layers: address('layers', 'NEXT_PUBLIC_LAYERS_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_ADDRESS),
  tears: address('tears', 'NEXT_PUBLIC_LAYERS_TEARS_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_TEARS_ADDRESS),
  tearUse: address('tearUse', 'NEXT_PUBLIC_LAYERS_TEAR_USE_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_TEAR_USE_ADDRESS),
  staking: address('staking', 'NEXT_PUBLIC_LAYERS_STAKING_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_STAKING_ADDRESS),
  claim: address('claim', 'NEXT_PUBLIC_LAYERS_CLAIM_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_CLAIM_ADDRESS),
  burn: address('burn', 'NEXT_PUBLIC_LAYERS_BURN_ADDRESS', process.env.NEXT_PUBLIC_LAYERS_BURN_ADDRESS),
};
