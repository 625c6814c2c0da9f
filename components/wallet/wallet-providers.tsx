'use client';

import '@rainbow-me/rainbowkit/styles.css';
import { createAuthenticationAdapter, RainbowKitAuthenticationProvider, RainbowKitProvider, lightTheme, useConnectModal, type AuthenticationStatus } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useAccount, WagmiProvider } from 'wagmi';
import { getAccount } from 'wagmi/actions';
import { SingleToaster } from '@/components/ui/toaster';
import { api } from '@/lib/client/api';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import { LiveIsland } from './live-island';
import { logout } from './logout';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { setWalletSession, useWalletSession } from './wallet-session';
import { takeOpenModalRequest } from './wallet-stack';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * Wallet sign-in as RainbowKit's authentication step (platform-core §4): our nonce route returns
 * the platform's `nonce_text`, the wallet signs exactly that text, and the login route checks the
 * signature against the text it fetched for this browser before the platform logs in.
 */
const authenticationAdapter = createAuthenticationAdapter<string>({
  getNonce: async () => {
    const { address } = getAccount(getWagmiConfig());
    const res = await api<{ message: string }>('/api/auth/wallet/nonce', { json: { address } });
    if (!res.ok) throw new Error(res.error);
    return res.data.message;
  },
  // The "nonce" RainbowKit carries is the platform's nonce_text, signed as it is.
  createMessage: ({ nonce }) => nonce,
  verify: async ({ signature }) => {
    const { address } = getAccount(getWagmiConfig());
    const res = await api<{ user: { key: string; address: string } }>('/api/auth/wallet/login', { json: { address, signature } });
    if (!res.ok) return false;
    setWalletSession({ address: res.data.user.address, userKey: res.data.user.key });
    toast.success(WALLET_MESSAGES.loginSuccess);
    return true;
  },
  signOut: logout,
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
 * Opens the connect modal once when the visitor asked to connect before the stack was loaded (the
 * first island to load takes the request). RainbowKit offers openConnectModal only once its state
 * is ready, and closes its modals whenever the authentication status turns "unauthenticated" —
 * which it does when our session read ends. A modal opened before that was shut at once (the
 * intermittent "no connect modal"): wait for the session, then open on the next task, after
 * RainbowKit's own effect for that status change has run (it is the parent: its effects run after
 * ours in the same commit).
 */
function OpenModalOnLoad() {
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { status } = useAccount();
  const session = useWalletSession();
  const taken = useRef<boolean | null>(null);
  useEffect(() => {
    if (taken.current === false || status === 'connected' || status === 'reconnecting' || session.status === 'loading' || !openConnectModal) return;
    taken.current ??= takeOpenModalRequest();
    if (!taken.current) return;
    if (connectModalOpen) {
      taken.current = false;
      return;
    }
    const id = setTimeout(openConnectModal, 0);
    return () => clearTimeout(id);
  }, [openConnectModal, connectModalOpen, status, session.status]);
  return null;
}

/**
 * The wallet stack: wagmi, TanStack Query and RainbowKit (with wallet sign-in) around one island.
 * Every island shares the same wagmi config, query client and session store. Browser only.
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  // The providers render once per island: wagmi's Hydrate (config without ssr) reconnects on every
  // render of WagmiProvider, and an island whose parent ticks with a clock re-rendered it each second
  // (about 20 account requests in 5 s on the auction page, and now and then a disconnect that ended
  // the session). The island's content comes through a context instead, so a new `children` renders
  // only the outlet below.
  const providers = useMemo(
    () => (
      <WagmiProvider config={getWagmiConfig()} reconnectOnMount>
        <QueryClientProvider client={queryClient}>
          <Authentication>
            <RainbowKitProvider theme={lightTheme({ accentColor: '#111111', borderRadius: 'small' })} modalSize="compact" appInfo={{ appName: 'DRP' }}>
              <LiveIsland.Provider value>
                <IslandOutlet />
              </LiveIsland.Provider>
              <OpenModalOnLoad />
              <SingleToaster />
            </RainbowKitProvider>
          </Authentication>
        </QueryClientProvider>
      </WagmiProvider>
    ),
    [],
  );
  return <IslandContent.Provider value={children}>{providers}</IslandContent.Provider>;
}

const IslandContent = createContext<ReactNode>(null);

function IslandOutlet() {
  return <>{useContext(IslandContent)}</>;
}
