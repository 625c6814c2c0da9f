/**
 * Contract addresses per chain. Devnet addresses are deterministic: the sandbox deploys from
 * devnet account #0 in DEVNET_DEPLOY_ORDER, and checks each address against this table at start.
 * Mainnet and Sepolia addresses come from NEXT_PUBLIC_* variables (lib/config/public-schema.ts).
 */
export type ContractName = 'BlackFeather';

export const DEVNET_DEPLOY_ORDER: readonly ContractName[] = ['BlackFeather'];

export const contractAddresses: Record<'mainnet' | 'sepolia' | 'devnet', Partial<Record<ContractName, `0x${string}`>>> = {
  mainnet: {},
  sepolia: {},
  devnet: {
    BlackFeather: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
};
