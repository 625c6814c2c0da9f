'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';

/** Hashes whose own write shows their toasts. */
export const followedHere = new Set<string>();

/** null where refused (blocked cookies throw on access). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const PendingWatch = dynamic(() => import('./pending-watch'), { ssr: false });

export function PendingWatchSlot() {
  const [active, setActive] = useState(() => {
    const storage = browserStorage();
    return storage !== null && hasPending(storage);
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && setActive(true);
    window.addEventListener('storage', onStorage);
    // One kept between the first render and this listener (another tab's send) would be missed.
    const storage = browserStorage();
    if (storage && hasPending(storage)) setActive(true);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return active ? <PendingWatch /> : null;
}
