'use client';

import { ConnectButton } from '@rainbow-me/rainbowkit';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useDisconnect } from 'wagmi';
import { shortenAddress } from '@/lib/format/address';
import { clearStoredWalletData } from '@/lib/wallet/storage';
import { WalletProviders } from './wallet-providers';
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

  const logout = async () => {
    await disconnectAsync().catch(() => undefined);
    await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
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

/** Opens the wallet modal once, when the visitor clicked "Connect Wallet" before the stack was loaded. */
function OpenOnLoad({ open }: { open: () => void }) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);
  return null;
}

function HeaderConnect({ openOnLoad }: { openOnLoad: boolean }) {
  return (
    <ConnectButton.Custom>
      {({ account, mounted, openConnectModal }) => {
        if (!mounted) return <span className={styles.placeholder} aria-hidden />;
        if (account) return <AccountMenu address={account.address} />;
        return (
          <>
            <button type="button" className={styles.button} onClick={openConnectModal}>
              Connect Wallet
            </button>
            {openOnLoad && <OpenOnLoad open={openConnectModal} />}
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
      <HeaderConnect openOnLoad={openOnLoad} />
    </WalletProviders>
  );
}
