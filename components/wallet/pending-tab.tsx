'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasPending, PENDING_CHANNEL } from '@/lib/wallet/pending-keys';

/** Hashes this tab is following already: the write that sent one shows its own toasts. */
export const followedHere = new Set<string>();

/** Tells the site's other tabs a transaction was sent. */
export function announcePending(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PENDING_CHANNEL);
  channel.postMessage('sent');
  channel.close();
}

const PendingWatch = dynamic(() => import('./pending-watch'), { ssr: false });

/** The watcher of kept transactions, loaded once this tab finds one or hears of one from another tab. */
export function PendingWatchSlot() {
  // The wallet host renders in the browser only.
  const [active, setActive] = useState(() => hasPending(window.localStorage));
  useEffect(() => {
    const channel = new BroadcastChannel(PENDING_CHANNEL);
    channel.onmessage = () => setActive(true);
    return () => channel.close();
  }, []);
  return active ? <PendingWatch /> : null;
}
