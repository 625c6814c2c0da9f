'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { walletWasConnected } from '@/lib/wallet/remembered';
// The event name only: importing wagmi-config itself would pull in the wallet stack.
const WALLET_STACK_EVENT = 'drp:wallet-stack';
import styles from '../wallet/header-wallet.module.css';

const Placeholder = () => <span className={styles.placeholder} aria-hidden data-testid="wallet-placeholder" />;

const HeaderWallet = dynamic(() => import('../wallet/header-wallet'), { ssr: false, loading: Placeholder });

type Mode = 'unknown' | 'button' | 'loading' | 'open-on-load';

/**
 * The header's wallet control without paying for the wallet stack (about 215 KB) up front:
 * - a visitor whose wallet was connected last time gets the stack once the page is idle, behind a
 *   neutral box of the same size, so they never see a flash of "Connect Wallet";
 * - everyone else sees a plain "Connect Wallet" button that loads the stack on click and opens
 *   the wallet modal as soon as it is there.
 */
export function WalletSlot() {
  const [mode, setMode] = useState<Mode>('unknown');

  useEffect(() => {
    if (walletWasConnected(window.localStorage)) return onIdle(() => setMode('loading'));
    setMode('button');
    // Another island (a gated article, a mint button) loaded the stack: show the real state too.
    const follow = () => setMode((m) => (m === 'button' ? 'loading' : m));
    window.addEventListener(WALLET_STACK_EVENT, follow);
    return () => window.removeEventListener(WALLET_STACK_EVENT, follow);
  }, []);

  if (mode === 'loading' || mode === 'open-on-load') return <HeaderWallet openOnLoad={mode === 'open-on-load'} />;
  if (mode === 'button') {
    return (
      <button type="button" className={styles.button} onClick={() => setMode('open-on-load')} onPointerEnter={() => void import('../wallet/header-wallet')}>
        Connect Wallet
      </button>
    );
  }
  return <Placeholder />;
}
