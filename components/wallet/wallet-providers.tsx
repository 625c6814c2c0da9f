'use client';

import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider, lightTheme } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { SingleToaster } from '@/components/ui/toaster';
import { getWagmiConfig } from './wagmi-config';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * The wallet stack: wagmi, TanStack Query and RainbowKit around one island. Every island shares the
 * same wagmi config and query client, so their account state is one. Loaded in the browser only.
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={getWagmiConfig()} reconnectOnMount>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider
          theme={lightTheme({ accentColor: '#111111', borderRadius: 'small' })}
          modalSize="compact"
          appInfo={{ appName: 'DRP' }}
        >
          {children}
          <SingleToaster />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
