'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/lib/client/api';
import { STATUS_MESSAGE_MS } from '@/lib/constants';

/** The wallets' raffle entries (drop-pages §7), shared by a page's draw buttons: a list, or 'failed'. */
export const entries = new Map<string, readonly string[] | 'failed'>();
const reading = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export function setEntries(wallet: string, list: readonly string[] | 'failed') {
  entries.set(wallet, list);
  listeners.forEach((l) => l());
}

export async function readEntries(wallet: string, refresh = false): Promise<readonly string[] | 'failed'> {
  const res = await api<{ entered: string[] }>(`/api/raffles/entries?wallet=${wallet}${refresh ? '&refresh=1' : ''}`);
  return res.ok ? res.data.entered : 'failed';
}

/** One item's draw entry (drop-pages §4, §8); a repeated entry counts as entered, an accepted one shows at once. */
export function useRaffleEntry(itemKey: string, address: string | undefined, enabled: boolean) {
  const list = useSyncExternalStore(
    subscribe,
    () => (address ? entries.get(address) : undefined),
    () => undefined,
  );
  // Read on each mount (a page's buttons share one request): an entry made in another tab counts on return.
  useEffect(() => {
    if (!address || !enabled || reading.has(address)) return;
    reading.add(address);
    void readEntries(address).then((read) => {
      reading.delete(address);
      setEntries(address, read);
    });
  }, [address, enabled]);
  const [entering, setEntering] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const id = setTimeout(() => setFailed(false), STATUS_MESSAGE_MS);
    return () => clearTimeout(id);
  }, [failed]);

  async function enter() {
    if (!address) return;
    setEntering(true);
    // The entry and its toasts load with the press: only a wallet that may enter needs them.
    const ok = await import('./raffle-enter').then((m) => m.enterRaffle(itemKey, address)).catch(() => false);
    if (!ok) setFailed(true);
    setEntering(false);
  }

  return {
    loading: enabled && Boolean(address) && list === undefined,
    entered: Array.isArray(list) && list.includes(itemKey),
    entering,
    failed,
    enter: () => void enter(),
  };
}
