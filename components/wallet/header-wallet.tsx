'use client';

import { ConnectButton, useConnectModal } from '@rainbow-me/rainbowkit';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAccount, useAccountEffect, useDisconnect } from 'wagmi';
import { shortenAddress } from '@/lib/format/address';
import { publicConfig } from '@/lib/config/public';
import { WALLET_MESSAGES, wrongNetworkMessage } from '@/lib/wallet/messages';
import { clearStoredWalletData } from '@/lib/wallet/storage';
import { watchConnect, type ConnectWatch } from '@/lib/wallet/connect-watch';
import { WalletProviders } from './wallet-providers';
import { getWalletSession, setWalletSession } from './wallet-session';
import styles from './header-wallet.module.css';

function AccountMenu({ address }: { address: string }) {
  const [open, setOpen] = useState(false);
  const { disconnectAsync } = useDisconnect();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  // Logout: end the session, forget the connector, wallet and Discord data, and reload (platform-core §4).
  const logout = async () => {
    await disconnectAsync().catch(() => undefined);
    await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    setWalletSession(null);
    clearStoredWalletData();
    window.location.reload();
  };

  return (
    <div className={styles.menu} ref={ref}>
      <button type="button" className={styles.button} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {shortenAddress(address)}
      </button>
      {open && (
        <div role="menu" className={styles.dropdown}>
          <Link role="menuitem" href="/users/update" className={styles.item} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <button role="menuitem" type="button" className={styles.item} onClick={logout}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Opens the wallet modal once, when the visitor clicked "Connect Wallet" before the stack was
 * loaded; RainbowKit offers openConnectModal only once its own state is ready, so wait for it.
 */
function OpenOnLoad() {
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const { status } = useAccount();
  const done = useRef(false);
  useEffect(() => {
    // RainbowKit closes its modals on a disconnect, which wagmi's start-up reconnect can emit: wait for it.
    if (done.current || status !== 'disconnected') return;
    if (connectModalOpen) done.current = true;
    else openConnectModal?.();
  }, [openConnectModal, connectModalOpen, status]);
  return null;
}

/** A connect attempt that ends without a connection forgets the stored connector (platform-core §8). */
function ConnectErrorWatcher() {
  const { status } = useAccount();
  const watch = useRef<ConnectWatch>({ settled: false, previous: status });
  useEffect(() => {
    const next = watchConnect(watch.current, status);
    watch.current = next.watch;
    if (next.failed) {
      localStorage.removeItem('wagmi.recentConnectorId');
      toast.error(WALLET_MESSAGES.unauthorized);
    }
  }, [status]);
  // A wallet disconnected from the wallet's side ends a wallet session on the server too.
  useAccountEffect({
    onDisconnect: () => {
      if (getWalletSession().address) void fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
      setWalletSession(null);
    },
  });
  return null;
}

function HeaderConnect({ openOnLoad }: { openOnLoad: boolean }) {
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, authenticationStatus, openConnectModal, openChainModal }) => {
        if (!mounted || authenticationStatus === 'loading') return <span className={styles.placeholder} aria-hidden />;
        // Judged by chain id: mainnet may be configured for ENS look-ups without being accepted.
        if (account && chain && chain.id !== publicConfig.chain.id) {
          return (
            <div className={styles.wrongNetwork}>
              <button type="button" className={styles.warning} onClick={openChainModal}>
                Wrong network
              </button>
              <p role="alert" className={styles.networkMessage}>
                {wrongNetworkMessage(publicConfig.chain)}
              </p>
            </div>
          );
        }
        if (account && authenticationStatus === 'authenticated') return <AccountMenu address={account.address} />;
        if (account) {
          return (
            <button type="button" className={styles.button} onClick={openConnectModal}>
              Sign in
            </button>
          );
        }
        return (
          <>
            <button type="button" className={styles.button} onClick={openConnectModal}>
              Connect Wallet
            </button>
            {openOnLoad && <OpenOnLoad />}
          </>
        );
      }}
    </ConnectButton.Custom>
  );
}

/** The header's wallet control with its own providers (loaded lazily by WalletSlot). */
export default function HeaderWallet({ openOnLoad = false }: { openOnLoad?: boolean }) {
  return (
    <WalletProviders>
      <ConnectErrorWatcher />
      <HeaderConnect openOnLoad={openOnLoad} />
    </WalletProviders>
  );
}
