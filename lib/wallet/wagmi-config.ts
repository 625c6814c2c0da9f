'use client';

import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit';
import { coinbaseWallet, injectedWallet, metaMaskWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { createConfig, http, type Config } from 'wagmi';
import { mainnet } from 'viem/chains';
import { publicConfig } from '@/lib/config/public';
import { configuredChain } from '@/lib/wallet/chain';
import { onChoice } from '@/lib/wallet/on-choice';

export const APP_NAME = 'DRP';

// Sandbox: placeholder id, relay on a closed loopback port (docs/decisions.md).
const PROJECT_ID_PLACEHOLDER = 'walletconnect-not-configured';
const LOOPBACK_RELAY = 'ws://127.0.0.1:9';

let config: Config | undefined;

type CreateWallet = WalletList[number]['wallets'][number];

const fetchedOnChoice =
  (wallet: CreateWallet): CreateWallet =>
  (parameters) => {
    const created = wallet(parameters);
    return { ...created, createConnector: (details) => onChoice(created.createConnector(details)) };
  };

/** Browser only: connectors touch window and indexedDB. */
export function getWagmiConfig(): Config {
  if (typeof window === 'undefined') throw new Error('getWagmiConfig() runs in the browser only');
  if (config) return config;
  const chain = configuredChain(publicConfig.chain);
  const projectId = publicConfig.walletConnectProjectId;
  const connectors = connectorsForWallets(
    [
      {
        groupName: 'Popular',
        wallets: [...[metaMaskWallet, walletConnectWallet, coinbaseWallet].map(fetchedOnChoice), injectedWallet],
      },
    ],
    { appName: APP_NAME, projectId: projectId ?? PROJECT_ID_PLACEHOLDER, walletConnectParameters: projectId ? undefined : { relayUrl: LOOPBACK_RELAY } },
  );
  // ENS needs mainnet: without its RPC no look-up leaves the machine.
  const ensRpcUrl = chain.id !== mainnet.id ? publicConfig.mainnetRpcUrl : null;
  const transports: Record<number, ReturnType<typeof http>> = { [chain.id]: http(publicConfig.chain.rpcUrl) };
  if (ensRpcUrl) transports[mainnet.id] = http(ensRpcUrl);
  config = createConfig({
    chains: (ensRpcUrl ? [chain, mainnet] : [chain]) as unknown as readonly [typeof chain],
    connectors,
    transports,
    multiInjectedProviderDiscovery: true,
    pollingInterval: 12_000,
    ssr: false,
  });
  return config;
}
