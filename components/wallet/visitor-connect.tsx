'use client';

import { NO_WALLET_ON_MINT_PAGE } from '@/lib/wallet/no-wallet';
import styles from '@/components/drops/panel.module.css';

/** Without a wallet extension the press still opens the modal (WalletConnect and Coinbase Wallet need none); the hint says so. */
export function NoWalletHint({ show, text }: { show: boolean; text?: string | null }) {
  if (!show) return null;
  return (
    <p role="status" className={styles.hint}>
      {text ?? NO_WALLET_ON_MINT_PAGE}
    </p>
  );
}
