'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { PENDING_CHANNEL } from '@/lib/wallet/pending-keys';
import { requestWalletStack, useWalletStack } from './wallet-stack';

const WalletHost = dynamic(() => import('./wallet-host'), { ssr: false });

// For the page's life: a transaction sent in another tab is followed by the stack (pending-tab.tsx).
// One sent before a reload came from a connected wallet, whose stack loads at idle anyway.
if (typeof window != 'undefined') new BroadcastChannel(PENDING_CHANNEL).onmessage = () => requestWalletStack();

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
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [prefetch]);
  return useWalletStack() ? <WalletHost /> : null;
}
