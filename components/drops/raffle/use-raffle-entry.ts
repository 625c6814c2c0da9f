'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { walletRuntime } from '@/components/wallet/panel-wallet';
import { api } from '@/lib/client/api';
import { STATUS_MESSAGE_MS } from '@/lib/constants';
import { RAFFLE_MESSAGES as M } from '@/lib/drops/raffle/messages';

/** The wallets' raffle entries (drop-pages §7), shared by a page's draw buttons: a list, or 'failed'. */
const entries = new Map<string, readonly string[] | 'failed'>();
const reading = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setEntries(wallet: string, list: readonly string[] | 'failed') {
  entries.set(wallet, list);
  listeners.forEach((l) => l());
}

async function readEntries(wallet: string, refresh = false): Promise<readonly string[] | 'failed'> {
  const res = await api<{ entered: string[] }>(`/api/raffles/entries?wallet=${wallet}${refresh ? '&refresh=1' : ''}`);
  return res.ok ? res.data.entered : 'failed';
}

/** Enters the draw (drop-pages §7): a repeated entry counts as entered, an accepted one shows at once; false when it failed. */
async function enterRaffle(itemKey: string, address: string): Promise<boolean> {
  const res = await api<{ entered: string }>('/api/raffles/enter', { json: { key: itemKey } });
  const runtime = await walletRuntime();
  if (!res.ok && res.status !== 409) {
    runtime.say('error', M.errorToast, STATUS_MESSAGE_MS);
    return false;
  }
  runtime.say('success', M.entered, STATUS_MESSAGE_MS);
  const known = entries.get(address);
  setEntries(address, [...(Array.isArray(known) ? known : []), itemKey]);
  const read = await readEntries(address, true);
  if (read !== 'failed') setEntries(address, read.includes(itemKey) ? read : [...read, itemKey]);
  return true;
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
    const ok = await enterRaffle(itemKey, address).catch(() => false);
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
