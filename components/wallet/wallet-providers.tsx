'use client';

import '@rainbow-me/rainbowkit/styles.css';
import { createAuthenticationAdapter, RainbowKitAuthenticationProvider, RainbowKitProvider, lightTheme, type AuthenticationStatus } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useAccount, WagmiProvider } from 'wagmi';
import { getAccount } from 'wagmi/actions';
import { SingleToaster } from '@/components/ui/toaster';
import { api } from '@/lib/client/api';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import { getWagmiConfig } from './wagmi-config';
import { setWalletSession, useWalletSession } from './wallet-session';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * Wallet sign-in as RainbowKit's authentication step (platform-core §4): the platform's nonce_text
 * is the message; the signature goes to our route handler, which logs in and seals the session.
 */
const authenticationAdapter = createAuthenticationAdapter<string>({
  getNonce: async () => {
    const { address } = getAccount(getWagmiConfig());
    const res = await api<{ nonceText: string }>('/api/auth/wallet/nonce', { json: { address } });
    if (!res.ok) throw new Error(res.error);
    return res.data.nonceText;
  },
  createMessage: ({ nonce }) => nonce,
  verify: async ({ signature }) => {
    const { address } = getAccount(getWagmiConfig());
    const res = await api<{ user: { address: string } }>('/api/auth/wallet/login', { json: { address, signature } });
    if (!res.ok) return false;
    setWalletSession(res.data.user.address);
    toast.success(WALLET_MESSAGES.loginSuccess);
    return true;
  },
  signOut: async () => {
    await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    setWalletSession(null);
  },
});

function Authentication({ children }: { children: ReactNode }) {
  const { address } = useAccount();
  const session = useWalletSession();
  const status: AuthenticationStatus = useMemo(() => {
    if (session.status === 'loading') return 'loading';
    return isSignedInWallet(address, session.address) ? 'authenticated' : 'unauthenticated';
  }, [address, session]);
  return (
    <RainbowKitAuthenticationProvider adapter={authenticationAdapter} status={status}>
      {children}
    </RainbowKitAuthenticationProvider>
  );
}

/**
 * The wallet stack: wagmi, TanStack Query and RainbowKit (with wallet sign-in) around one island.
 * Every island shares the same wagmi config, query client and session store. Browser only.
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={getWagmiConfig()} reconnectOnMount>
      <QueryClientProvider client={queryClient}>
        <Authentication>
          <RainbowKitProvider theme={lightTheme({ accentColor: '#111111', borderRadius: 'small' })} modalSize="compact" appInfo={{ appName: 'DRP' }}>
            {children}
            <SingleToaster />
          </RainbowKitProvider>
        </Authentication>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
