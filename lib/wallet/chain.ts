import { defineChain, type Chain } from 'viem';
import { mainnet, sepolia } from 'viem/chains';
import type { PublicConfig } from '@/lib/config/public-schema';

/**
 * Multicall3's canonical address: mainnet and Sepolia have it there (viem's chains name it), and the
 * sandbox places the contract's code there on the devnet (contracts/Multicall3.sol), so reads batch
 * into one `eth_call` on every chain the site runs on.
 */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

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
        contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
        testnet: true,
      });
  }
}
