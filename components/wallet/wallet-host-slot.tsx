'use client';

import dynamic from 'next/dynamic';
import { useWalletStack } from './wallet-stack';

const WalletHost = dynamic(() => import('./wallet-host'), { ssr: false });

/** Mounts the page's one wallet stack (wallet-host.tsx) once it is asked for; in the root layout, so it outlives navigation. */
export function WalletHostSlot() {
  return useWalletStack() ? <WalletHost /> : null;
}
