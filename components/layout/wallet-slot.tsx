'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import styles from '../wallet/header-wallet.module.css';

const Placeholder = () => <span className={styles.placeholder} aria-hidden data-testid="wallet-placeholder" />;

const HeaderWallet = dynamic(() => import('../wallet/header-wallet'), { ssr: false, loading: Placeholder });

/**
 * Holds the header's place for the wallet control and loads the wallet stack (about 215 KB) only
 * once the page is idle, so content pages are interactive first. Until then a neutral box of the
 * same size stands in: a connected user never sees a flash of "Connect Wallet".
 */
export function WalletSlot() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setLoad(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setLoad(true), 200);
    return () => clearTimeout(id);
  }, []);
  return load ? <HeaderWallet /> : <Placeholder />;
}
