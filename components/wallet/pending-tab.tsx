'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { browserStorage, hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';

const PendingWatch = dynamic(() => import('./pending-watch'), { ssr: false });

function onPending(changed: () => void) {
  const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && changed();
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const pendingHere = () => {
  const storage = browserStorage();
  return storage !== null && hasPending(storage);
};

/** Read again after subscribing (useSyncExternalStore), so a send in another tab while this mounts is not missed. */
export function PendingWatchSlot() {
  return useSyncExternalStore(onPending, pendingHere, () => false) ? <PendingWatch /> : null;
}
