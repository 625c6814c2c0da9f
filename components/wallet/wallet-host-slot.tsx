'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';
import { requestWalletStack, useWalletStack } from './wallet-stack';

const WalletHost = dynamic(() => import('./wallet-host'), { ssr: false });

// For the page's life: a transaction kept from before a reload, or sent in another tab, is followed by the stack (pending-tab.tsx).
if (typeof window != 'undefined') {
  try {
    if (hasPending(localStorage)) requestWalletStack();
  } catch {}
  addEventListener('storage', (e) => e.key == PENDING_KEY && requestWalletStack());
}

/**
 * Mounts the page's one wallet stack (wallet-host.tsx) once it is asked for; in the root layout, so
 * it outlives navigation. Once the page has loaded and the browser is idle, the page's on-demand
 * scripts (`prefetch`: the stack and the panels' live islands) are fetched into the HTTP cache
 * without running, so a press waits for their evaluation only (issue 47).
 */
export function WalletHostSlot({ prefetch }: { prefetch: readonly string[] }) {
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      // A script the page already has is answered from the cache.
      cancel = onIdle(
        () => prefetch.forEach((href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', href }))),
        4000,
      );
    };
    if (document.readyState === 'complete') start();
    else addEventListener('load', start);
    return () => {
      removeEventListener('load', start);
      cancel();
    };
  }, [prefetch]);
  return useWalletStack() ? <WalletHost /> : null;
}
