'use client';

import { publicConfig } from '@/lib/config/public';
import { connectToChainAlert } from '@/lib/wallet/messages';
import styles from '@/components/drops/panel.module.css';

// Apart from visitor-connect.tsx: only live islands show it, and the stand-ins then ship no public config.
/** The mint pages' alert under a button on another chain (drop-pages §5: "Please connect to Ethereum Main Network"). */
export function WrongNetworkAlert({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className={styles.hint}>
      {connectToChainAlert(publicConfig.chain)}
    </p>
  );
}
