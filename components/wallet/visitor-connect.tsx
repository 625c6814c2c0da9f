'use client';

import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack } from '@/components/wallet/wallet-stack';
import { NO_WALLET_ON_MINT_PAGE } from '@/lib/wallet/no-wallet';
import styles from '@/components/drops/panel.module.css';

/** Without a wallet extension the press still opens the modal: WalletConnect and Coinbase Wallet need none. */
export function useVisitorConnect() {
  const browserWallet = useBrowserWallet();
  return {
    noWallet: browserWallet === false,
    connect: () => requestWalletStack({ openModal: true }),
  };
}

export function NoWalletHint({ show, text }: { show: boolean; text?: string | null }) {
  if (!show) return null;
  return (
    <p role="status" className={styles.hint}>
      {text ?? NO_WALLET_ON_MINT_PAGE}
    </p>
  );
}
