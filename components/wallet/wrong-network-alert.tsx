'use client';

import { useWallet } from './wallet-store';
import styles from '@/components/drops/panel.module.css';

/** drop-pages §5, under a panel whose wallet is on another chain; the text is the wallet host's. */
export function WrongNetworkAlert({ show }: { show: boolean }) {
  const text = useWallet((s) => s.account.wrongNetworkAlert);
  if (!show || !text) return null;
  return (
    <p role="alert" className={styles.hint}>
      {text}
    </p>
  );
}
