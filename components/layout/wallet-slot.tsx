'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '../wallet/island-slot';
import { requestWalletStack, useReturningWallet } from '../wallet/wallet-stack';
import styles from '../wallet/header-wallet.module.css';

const Placeholder = () => <span className={styles.placeholder} aria-hidden data-testid="wallet-placeholder" />;

const HeaderWallet = dynamic(() => import('../wallet/header-wallet'), { ssr: false });

/**
 * The header's wallet control without paying for the wallet stack up front: a plain "Connect
 * Wallet" button loads it on click (and the modal opens as soon as it is there); a returning wallet
 * gets it once the page is idle, behind a neutral box of the same size, so "Connect Wallet" never
 * flashes. When another island loads the stack, the header follows; the stand-in stays until the
 * live control is in the page (IslandSlot).
 */
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
