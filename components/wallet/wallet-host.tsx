'use client';

import '@rainbow-me/rainbowkit/styles.css';
import {
  createAuthenticationAdapter,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  lightTheme,
  useConnectModal,
  type AuthenticationStatus,
} from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useAccount, useConfig, WagmiContext, WagmiProvider } from 'wagmi';
import { getAccount, signMessage } from 'wagmi/actions';
import { SingleToaster } from '@/components/ui/toaster';
import { api } from '@/lib/client/api';
import { publicConfig } from '@/lib/config/public';
import { connectToChainAlert } from '@/lib/wallet/chain-alert';
import { SIGN_AGAIN_STATUS } from '@/lib/auth/wallet-sign-in';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import { WalletAppLinks } from './wallet-app-links';
import { logout } from './logout';
import { PendingWatchSlot } from './pending-tab';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { provideWalletHost, requestWalletStack, setWallet, useWallet } from './wallet-store';
import { setWalletSession, useWalletSession } from './wallet-session';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Wallet sign-in (platform-core §4): the wallet signs the platform's nonce_text exactly. */
async function fetchNonce(): Promise<string> {
  const { address } = getAccount(getWagmiConfig());
  const res = await api<{ message: string }>('/api/auth/wallet/nonce', { json: { address } });
  if (!res.ok) throw new Error(res.error);
  return res.data.message;
}

const login = (signature: string) =>
  api<{ user: { key: string; address: string } }>('/api/auth/wallet/login', { json: { address: getAccount(getWagmiConfig()).address, signature } });

const authenticationAdapter = createAuthenticationAdapter<string>({
  getNonce: fetchNonce,
  createMessage: ({ nonce }) => nonce,
  verify: async ({ signature }) => {
    let res = await login(signature);
    // Dead nonce: RainbowKit's retry reuses the text, so a fresh one is signed once.
    if (!res.ok && res.status === SIGN_AGAIN_STATUS) res = await login(await signMessage(getWagmiConfig(), { message: await fetchNonce() }));
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

const REOPENS_MAX = 3;

/** RainbowKit shuts its modal as auth turns "unauthenticated": open after settling, again if shut without the visitor acting. */
function OpenModalOnLoad() {
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { status } = useAccount();
  const session = useWalletSession();
  const asked = useWallet((s) => s.dialogRequests);
  const served = useRef(0);
  const wasOpen = useRef(false);
  const visitorActed = useRef(false);
  const reopens = useRef(0);
  const settled = status !== 'connecting' && status !== 'reconnecting' && session.status !== 'loading';

  useEffect(() => {
    if (!connectModalOpen) return;
    visitorActed.current = false;
    const acted = () => {
      visitorActed.current = true;
    };
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    return () => {
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
    };
  }, [connectModalOpen]);

  useEffect(() => {
    if (!connectModalOpen && wasOpen.current) {
      wasOpen.current = false;
      if (!visitorActed.current && status === 'disconnected' && reopens.current < REOPENS_MAX) {
        reopens.current++;
        served.current--;
      }
    }
    if (asked <= served.current || !settled) return;
    if (connectModalOpen) {
      wasOpen.current = true;
      served.current = asked;
      return setWallet({ partsLive: true });
    }
    if (status === 'connected') {
      served.current = asked;
      return setWallet({ partsLive: true });
    }
    if (!openConnectModal) return;
    const id = setTimeout(openConnectModal, 0);
    return () => clearTimeout(id);
  }, [asked, settled, status, connectModalOpen, openConnectModal]);
  return null;
}

class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[wallet] a part failed', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function PublishAccount() {
  const { status, address, chainId } = useAccount();
  const session = useWalletSession();
  const { connectModalOpen } = useConnectModal();
  const signedIn = session.status === 'ready' ? session.address : undefined;
  useEffect(() => {
    setWallet({
      status,
      account: { address, onConfiguredChain: chainId === publicConfig.chain.id, session: signedIn, wrongNetworkAlert: connectToChainAlert(publicConfig.chain) },
    });
  }, [status, address, chainId, signedIn]);
  useEffect(() => setWallet({ dialogOpen: connectModalOpen }), [connectModalOpen]);
  return null;
}

/** Gives the panels' runtime (panel-wallet.ts `walletRuntime()`) the config and the modal. */
function ProvideRuntime() {
  const config = useConfig();
  const { openConnectModal } = useConnectModal();
  const open = useRef(openConnectModal);
  useEffect(() => {
    open.current = openConnectModal;
  });
  useEffect(() => {
    const openConnect = () => (getAccount(config).address && open.current ? open.current() : requestWalletStack({ openModal: true }));
    provideWalletHost({ config, openConnect, Context: HostContext });
  }, [config]);
  return null;
}

/** The host's wagmi config and query client where a panel renders (no provider of its own, so nothing reconnects); a part that throws leaves its place empty. */
function HostContext({ children }: { children: ReactNode }) {
  return (
    <WagmiContext.Provider value={getWagmiConfig()}>
      <QueryClientProvider client={queryClient}>
        <PartBoundary>{children}</PartBoundary>
      </QueryClientProvider>
    </WagmiContext.Provider>
  );
}

/** The page's one wallet stack; the parts on its code render where they stand, in HostContext (never under WagmiProvider again: its Hydrate reconnects). */
export default function WalletHost() {
  return (
    <WagmiProvider config={getWagmiConfig()} reconnectOnMount>
      <QueryClientProvider client={queryClient}>
        <Authentication>
          <RainbowKitProvider
            theme={lightTheme({ accentColor: '#111111', borderRadius: 'small' })}
            modalSize="compact"
            appInfo={{ appName: 'DRP', disclaimer: WalletAppLinks }}
          >
            <OpenModalOnLoad />
            <PublishAccount />
            <ProvideRuntime />
            <PendingWatchSlot />
            <SingleToaster />
          </RainbowKitProvider>
        </Authentication>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
export { default as HeaderWallet } from './header-wallet';
