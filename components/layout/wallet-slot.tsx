'use client';

import { inWalletHost } from '../wallet/in-wallet-host';
import { openWalletDialog, useReturningWallet, useWalletPartsLive } from '../wallet/wallet-store';
import styles from '../wallet/header-wallet.module.css';

/** Before the wallet's code: "Connect Wallet", or for a returning wallet a same-size box, so "Connect Wallet" never flashes. */
function StandIn() {
  if (useReturningWallet() !== false) return <span className={styles.placeholder} aria-hidden data-testid="wallet-placeholder" />;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={openWalletDialog}
      // Warmed on hover only where the device hovers: on touch, pointerenter comes with the press and would compete with the dialog.
      onPointerEnter={() => void (matchMedia('(hover: hover)').matches && import('../wallet/wallet-host'))}
    >
      Connect Wallet
    </button>
  );
}

// Through the host's module: one chunk group for the press, so shared chunks are not shipped twice.
const HeaderWallet = inWalletHost(() => import('../wallet/wallet-host').then((host) => host.HeaderWallet), StandIn);

/** The wallet stack loads on click, or once idle for a returning wallet; its part replaces the stand-in once a press's dialog is up. */
export function WalletSlot() {
  return useWalletPartsLive() ? <HeaderWallet /> : <StandIn />;
}
