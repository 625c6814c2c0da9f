'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAccount, useAccountEffect, useConfig, useDisconnect, type Config } from 'wagmi';
import { shortenAddress } from '@/lib/format/address';
import { publicConfig } from '@/lib/config/public';
import { userHref } from '@/lib/links';
import { WALLET_MESSAGES, wrongNetworkMessage } from '@/lib/wallet/messages';
import { watchConnect, type ConnectWatch } from '@/lib/wallet/connect-watch';
import { walletLeftSession } from '@/lib/wallet/session-end';
import { headerView } from '@/lib/wallet/header-view';
import { logout } from './logout';
import { useChainGuard } from './use-chain-guard';
import { getWalletSession, setWalletSession, useWalletSession } from './wallet-session';
import styles from './header-wallet.module.css';

function AccountMenu({ address, signedIn, onSignIn }: { address: string; signedIn: boolean; onSignIn: () => void }) {
  const [open, setOpen] = useState(false);
  const { disconnectAsync } = useDisconnect();
  const { userKey } = useWalletSession();
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

  // Logout (platform-core §4).
  const signOut = async () => {
    await disconnectAsync().catch(() => undefined);
    await logout();
    window.location.reload();
  };

  return (
    <div className={styles.menu} ref={ref}>
      <button type="button" className={styles.button} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {shortenAddress(address)}
      </button>
      {open && (
        <div role="menu" className={styles.dropdown}>
          {signedIn ? (
            <>
              <Link role="menuitem" href={userKey ? userHref(userKey) : '/users/update'} className={styles.item} onClick={() => setOpen(false)}>
                Profile
              </Link>
              <button role="menuitem" type="button" className={styles.item} onClick={signOut}>
                Logout
              </button>
            </>
          ) : (
            <>
              <button role="menuitem" type="button" className={styles.item} onClick={() => (setOpen(false), onSignIn())}>
                Sign in
              </button>
              <button role="menuitem" type="button" className={styles.item} onClick={signOut}>
                Disconnect
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** platform-core §8: a failed connect forgets the stored connector. */
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
  return null;
}

async function endSessionIfWalletLeft(config: Config) {
  const sessionAddress = getWalletSession().address;
  if (!sessionAddress) return;
  const connectorId = await config.storage?.getItem('recentConnectorId');
  const connector = config.connectors.find((c) => c.id === connectorId);
  const accounts = connector ? await connector.getAccounts().catch(() => null) : null;
  if (walletLeftSession(sessionAddress, accounts) && getWalletSession().address === sessionAddress) await logout();
}

/** Only the wallet leaving ends the session, not a lost connection (lib/wallet/session-end.ts). */
function SessionEndWatcher() {
  const config = useConfig();
  const endIfWalletLeft = () => endSessionIfWalletLeft(config);
  const { address, status } = useAccount();
  const session = useWalletSession();
  useAccountEffect({
    onDisconnect: () => {
      if (getWalletSession().address) void endIfWalletLeft();
      else setWalletSession(null);
    },
  });
  useEffect(() => {
    if (status === 'connected' && address && session.address && address.toLowerCase() !== session.address) void endSessionIfWalletLeft(config);
  }, [config, status, address, session.address]);
  return null;
}

function HeaderConnect() {
  const { guard, connect, switchChain } = useChainGuard();
  const view = headerView(guard, useWalletSession());
  switch (view.kind) {
    case 'loading':
      return <span className={styles.placeholder} aria-hidden />;
    case 'wrong-network':
      return (
        <div className={styles.wrongNetwork}>
          <button type="button" className={styles.warning} onClick={switchChain}>
            Wrong network
          </button>
          <p role="alert" className={styles.networkMessage}>
            {wrongNetworkMessage(publicConfig.chain)}
          </p>
        </div>
      );
    case 'account':
      return <AccountMenu address={view.address} signedIn={view.signedIn} onSignIn={connect} />;
    case 'connect':
      return (
        <button type="button" className={styles.button} onClick={connect}>
          Connect Wallet
        </button>
      );
  }
}

/** Rendered in the wallet host's context (components/layout/wallet-slot.tsx). */
export default function HeaderWallet() {
  return (
    <>
      <ConnectErrorWatcher />
      <SessionEndWatcher />
      <HeaderConnect />
    </>
  );
}
