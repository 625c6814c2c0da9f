'use client';

import { useSyncExternalStore } from 'react';

/** Which wallet the server session has proven (wallet sign-in), shared by every wallet island. */
export type WalletSession = { status: 'loading' | 'ready'; address: string | null };

let state: WalletSession = { status: 'loading', address: null };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function set(next: WalletSession) {
  state = next;
  listeners.forEach((l) => l());
}

/** Reads the session once per page (and again after sign-in or sign-out). */
export function loadWalletSession(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = fetch('/api/auth/session')
    .then((r) => r.json() as Promise<{ address: string | null }>)
    .then((s) => set({ status: 'ready', address: s.address?.toLowerCase() ?? null }))
    .catch(() => set({ status: 'ready', address: null }));
  return loading;
}

export const getWalletSession = (): WalletSession => state;

export function setWalletSession(address: string | null) {
  set({ status: 'ready', address: address?.toLowerCase() ?? null });
}

export function useWalletSession(): WalletSession {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void loadWalletSession();
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
