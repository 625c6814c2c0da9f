import { defineChain, type Chain } from 'viem';
import { mainnet, sepolia } from 'viem/chains';
import type { PublicConfig } from '@/lib/config/public-schema';

/** The one chain the site accepts, with the configured RPC URL. */
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
        testnet: true,
      });
  }
}
