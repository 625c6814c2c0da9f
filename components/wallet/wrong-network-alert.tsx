'use client';

import { publicConfig } from '@/lib/config/public';
import { connectToChainAlert } from '@/lib/wallet/chain-alert';
import styles from '@/components/drops/panel.module.css';

// drop-pages §5; apart from visitor-connect.tsx so stand-ins ship no public config.
export function WrongNetworkAlert({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className={styles.hint}>
      {connectToChainAlert(publicConfig.chain)}
    </p>
  );
}
