'use client';

import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack } from '@/components/wallet/wallet-stack';
import { NO_WALLET_ON_MINT_PAGE } from '@/lib/wallet/no-wallet';
import styles from '@/components/drops/panel.module.css';

/**
 * A drop panel's button before the wallet stack is there: pointing at it starts loading the live
 * island (`loadLive`), a click on a connect state loads the stack and opens the connect modal. A
 * browser without a wallet extension sees the hint as well (`noWallet`), and the press still opens
 * the modal: WalletConnect and Coinbase Wallet need no extension.
 */
export function useVisitorConnect(loadLive: () => Promise<unknown>) {
  const browserWallet = useBrowserWallet();
  return {
    noWallet: browserWallet === false,
    onPointerEnter: () => void loadLive(),
    connect: () => requestWalletStack({ openModal: true }),
  };
}

/** "No wallet" hint under a visitor's connect button: the site's text, or the drop's where its spec has one. */
export function NoWalletHint({ show, text }: { show: boolean; text?: string | null }) {
  if (!show) return null;
  return (
    <p role="status" className={styles.hint}>
      {text ?? NO_WALLET_ON_MINT_PAGE}
    </p>
  );
}
