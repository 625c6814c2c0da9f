'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';

/** Hashes this tab is following already: the write that sent one shows its own toasts. */
export const followedHere = new Set<string>();

/** The browser's localStorage, or null where it is refused (blocked cookies throw on access). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const PendingWatch = dynamic(() => import('./pending-watch'), { ssr: false });

/** The watcher of kept transactions, loaded once this tab finds one or hears of one from another tab. */
export function PendingWatchSlot() {
  // The wallet host renders in the browser only.
  const [active, setActive] = useState(() => {
    const storage = browserStorage();
    return storage !== null && hasPending(storage);
  });
  useEffect(() => {
    // Another tab kept a transaction: the storage event reaches every other tab of the site.
    const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && setActive(true);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return active ? <PendingWatch /> : null;
}
