'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { IslandSwap } from '../wallet/island-swap';
import { requestWalletStack, useReturningWallet } from '../wallet/wallet-stack';
import styles from '../wallet/header-wallet.module.css';

const Placeholder = () => <span className={styles.placeholder} aria-hidden data-testid="wallet-placeholder" />;

// Through the host's module: one chunk group for the press, so shared chunks are not shipped twice.
const HeaderWallet = dynamic(() => import('../wallet/wallet-host').then((host) => host.HeaderWallet), { ssr: false });

/** The wallet stack loads on click, or once idle for a returning wallet behind a same-size box, so "Connect Wallet" never flashes. */
export function WalletSlot() {
  const returning = useReturningWallet();
  const [shown, setShown] = useState(false);
  const standIn =
    returning !== false ? (
      <Placeholder />
    ) : (
      <button
        type="button"
        className={styles.button}
        onClick={() => requestWalletStack({ openModal: true })}
        onPointerEnter={() => void (matchMedia('(hover: hover)').matches && import('../wallet/wallet-host'))}
      >
        Connect Wallet
      </button>
    );
  return (
    <IslandSwap shown={shown} setShown={setShown} standIn={standIn}>
      <HeaderWallet />
    </IslandSwap>
  );
}
