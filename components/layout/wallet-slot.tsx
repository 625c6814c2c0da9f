'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '../wallet/island-slot';
import { requestWalletStack, useReturningWallet } from '../wallet/wallet-stack';
import styles from '../wallet/header-wallet.module.css';

const Placeholder = () => <span className={styles.placeholder} aria-hidden data-testid="wallet-placeholder" />;

const HeaderWallet = dynamic(() => import('../wallet/header-wallet'), { ssr: false });

/** The wallet stack loads on click, or once idle for a returning wallet behind a same-size box, so "Connect Wallet" never flashes. */
export function WalletSlot() {
  const returning = useReturningWallet();
  const standIn =
    returning !== false ? (
      <Placeholder />
    ) : (
      <button
        type="button"
        className={styles.button}
        onClick={() => requestWalletStack({ openModal: true })}
        onPointerEnter={() => void import('../wallet/header-wallet')}
      >
        Connect Wallet
      </button>
    );
  return (
    <IslandSlot standIn={standIn}>
      <HeaderWallet />
    </IslandSlot>
  );
}
