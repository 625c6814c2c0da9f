'use client';

import { inWalletHost } from '@/components/wallet/in-wallet-host';
import { useWalletStack } from '@/components/wallet/wallet-store';

const LiveTier = inWalletHost(() => import('./member-tier').then((m) => m.MemberTier));

/** The visitor's member tier (drop-pages §3), once the wallet stack is there. */
export function MemberTierSlot() {
  return useWalletStack() ? <LiveTier /> : null;
}
