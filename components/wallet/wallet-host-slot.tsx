'use client';

import dynamic from 'next/dynamic';
import { useEffect, useReducer } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { prefetchInOrder, type Prefetch } from '@/lib/browser/prefetch';
import { useWalletStack } from './wallet-store';

// React holds a Suspense boundary's reveal up to 300 ms after its fallback showed, unless an update renders it again.
let rerenderSlot = () => {};
const WalletHost = dynamic(() => import('./wallet-host').then((host) => (setTimeout(() => rerenderSlot()), host)), { ssr: false });

/** In the root layout, so the stack outlives navigation; on-demand scripts are prefetched at idle so a press waits only for evaluation. */
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
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    rerenderSlot = rerender;
  }, []);
  return useWalletStack() ? <WalletHost /> : null;
}
