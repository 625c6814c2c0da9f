'use client';

import dynamic from 'next/dynamic';
import { usePendingHere } from './wallet-store';

const PendingWatch = dynamic(() => import('./pending-watch'), { ssr: false });

/** Read again after subscribing (useSyncExternalStore), so a send in another tab while this mounts is not missed. */
export function PendingWatchSlot() {
  return usePendingHere() ? <PendingWatch /> : null;
}
