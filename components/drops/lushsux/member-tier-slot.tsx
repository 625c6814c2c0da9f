'use client';

import dynamic from 'next/dynamic';
import { useWalletStack } from '@/components/wallet/wallet-stack';

const LiveTier = dynamic(() => import('./member-tier'), { ssr: false });

/** The visitor's member tier (drop-pages §3), once the wallet stack is there. */
export function MemberTierSlot() {
  return useWalletStack() ? <LiveTier /> : null;
}
