import { defineChain, type Chain } from 'viem';
import { mainnet, sepolia } from 'viem/chains';
import type { PublicConfig } from '@/lib/config/public-schema';

/** The sandbox puts Multicall3 here on the devnet too, so reads batch on every chain. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

export function configuredChain(chain: PublicConfig['chain']): Chain {
  const rpcUrls = { default: { http: [chain.rpcUrl] } };
  const explorers = chain.explorerUrl ? { default: { name: 'Explorer', url: chain.explorerUrl } } : undefined;
  switch (chain.name) {
    case 'mainnet':
      return { ...mainnet, rpcUrls, ...(explorers ? { blockExplorers: explorers } : {}) };
    case 'sepolia':
      return { ...sepolia, rpcUrls, ...(explorers ? { blockExplorers: explorers } : {}) };
    case 'devnet':
      return defineChain({
        id: chain.id,
        name: chain.label,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls,
        ...(explorers ? { blockExplorers: explorers } : {}),
        contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
        testnet: true,
      });
  }
}
