'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { prefetchInOrder, type Prefetch } from '@/lib/browser/prefetch';
import { hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';
import { requestWalletStack, useWalletStack } from './wallet-stack';

const WalletHost = dynamic(() => import('./wallet-host'), { ssr: false });

// A kept transaction, or one from another tab, needs the stack (pending-tab.tsx).
if (typeof window != 'undefined') {
  try {
    if (hasPending(localStorage)) requestWalletStack();
  } catch {}
  addEventListener('storage', (e) => e.key == PENDING_KEY && requestWalletStack());
}

/** In the root layout, so the stack outlives navigation; on-demand scripts are prefetched at idle (issue 47). */
export function WalletHostSlot({ prefetch }: { prefetch: readonly Prefetch[] }) {
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      cancel = onIdle(() => {
        cancel = prefetchInOrder(prefetch);
      }, 4000);
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
