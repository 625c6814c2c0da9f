'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';
import { browserStorage } from '@/lib/wallet/storage';

const PendingWatch = dynamic(() => import('./pending-watch'), { ssr: false });

function onKeptChange(changed: () => void) {
  const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && changed();
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const keptHere = () => {
  const storage = browserStorage();
  return storage !== null && hasPending(storage);
};

/** Read again after subscribing (useSyncExternalStore), so a send in another tab while this mounts is not missed. */
export function PendingWatchSlot() {
  return useSyncExternalStore(onKeptChange, keptHere, () => false) ? <PendingWatch /> : null;
}
