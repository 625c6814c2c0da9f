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
import { Component, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'sonner';
import { useAccount, WagmiProvider } from 'wagmi';
import { getAccount, signMessage } from 'wagmi/actions';
import { SingleToaster } from '@/components/ui/toaster';
import { api } from '@/lib/client/api';
import { SIGN_AGAIN_STATUS } from '@/lib/auth/wallet-sign-in';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import { getIslands, markIslandLive, subscribeIslands } from './island-registry';
import { WalletAppLinks } from './wallet-app-links';
import { LiveIsland } from './live-island';
import { logout } from './logout';
import { PendingWatchSlot } from './pending-tab';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { setWalletSession, useWalletSession } from './wallet-session';
import { setWalletStatus, useModalRequests } from './wallet-stack';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * Wallet sign-in as RainbowKit's authentication step (platform-core §4): our nonce route returns
 * the platform's `nonce_text`, the wallet signs exactly that text, and the login route checks the
 * signature against the text it fetched for this browser before the platform logs in.
 */
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
  // The "nonce" RainbowKit carries is the platform's nonce_text, signed as it is.
  createMessage: ({ nonce }) => nonce,
  verify: async ({ signature }) => {
    let res = await login(signature);
    // The platform no longer held the kept nonce: RainbowKit would retry with the same text, which
    // can never pass, so a fresh one is signed here, once (the wallet asks a second time).
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

/** How many times a modal RainbowKit shut by itself is opened again for the same press. */
const REOPENS_MAX = 3;

/**
 * Opens the connect modal for each time a visitor asked to connect before a live control was there
 * (a press on a stand-in, or one held before hydration). RainbowKit offers openConnectModal only once
 * its state is ready, and closes its modals whenever the authentication status turns
 * "unauthenticated": so wait for the wallet and the session to settle, open on the next task (after
 * RainbowKit's own effects), and if the modal shuts while the visitor has not touched the page (no
 * pointer, no key) and no wallet connected, it was shut by RainbowKit: open it again.
 */
function OpenModalOnLoad() {
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { status } = useAccount();
  const session = useWalletSession();
  const asked = useModalRequests();
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
      return;
    }
    // Already connected (a returning wallet): there is nothing to connect.
    if (status === 'connected') {
      served.current = asked;
      return;
    }
    if (!openConnectModal) return;
    const id = setTimeout(openConnectModal, 0);
    return () => clearTimeout(id);
  }, [asked, settled, status, connectModalOpen, openConnectModal]);
  return null;
}

/** An island that fails shows nothing and leaves the page and the other islands up. */
class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[wallet] an island failed', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells the page how the wallet stands, so a press held on a stand-in goes on once it has settled. */
function PublishStatus() {
  const { status } = useAccount();
  useEffect(() => setWalletStatus(status), [status]);
  return null;
}

/** Tells the island's slot its content is in the page (after the content's own layout effects). */
function Committed({ id, children }: { id: string; children: ReactNode }) {
  useLayoutEffect(() => markIslandLive(id), [id]);
  return children;
}

/** Every island of the page, each in its own place (island-registry.ts). */
function IslandPortals() {
  const islands = useSyncExternalStore(subscribeIslands, getIslands, getIslands);
  return (
    <LiveIsland.Provider value>
      {islands.map((island) =>
        createPortal(
          <IslandBoundary>
            <Committed id={island.id}>{island.content}</Committed>
          </IslandBoundary>,
          island.container,
          island.id,
        ),
      )}
    </LiveIsland.Provider>
  );
}

/**
 * The page's one wallet stack: wagmi, TanStack Query and RainbowKit (with wallet sign-in), mounted
 * once by the root layout (WalletHostSlot) and kept across client navigation. Every wallet island
 * renders inside it through a portal, so nothing that ticks with a clock re-renders the providers:
 * wagmi's Hydrate reconnects on every render of WagmiProvider (about 20 account requests in 5 s on
 * the auction page when a provider sat inside the bid island, and now and then a disconnect that
 * ended the session). Browser only.
 */
export default function WalletHost() {
  // No props and no state: it renders once; what changes renders below it.
  return (
    <WagmiProvider config={getWagmiConfig()} reconnectOnMount>
      <QueryClientProvider client={queryClient}>
        <Authentication>
          <RainbowKitProvider
            theme={lightTheme({ accentColor: '#111111', borderRadius: 'small' })}
            modalSize="compact"
            appInfo={{ appName: 'DRP', disclaimer: WalletAppLinks }}
          >
            <IslandPortals />
            <OpenModalOnLoad />
            <PublishStatus />
            <PendingWatchSlot />
            <SingleToaster />
          </RainbowKitProvider>
        </Authentication>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
