'use client';

import { useSyncExternalStore } from 'react';
import { api, apiAnswer } from '@/lib/client/api';
import { takeSessionRequest } from './wallet-stack';

export type WalletSession = { status: 'loading' | 'ready'; address: string | null; userKey: string | null };

let state: WalletSession = { status: 'loading', address: null, userKey: null };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function set(next: WalletSession) {
  state = next;
  listeners.forEach((l) => l());
}

type SessionAnswer = { address: string | null; userKey: string | null };

export function loadWalletSession(force = false): Promise<void> {
  if (loading && !force) return loading;
  const early = takeSessionRequest();
  const answer = early && !force ? apiAnswer<SessionAnswer>(early, '/api/auth/session') : api<SessionAnswer>('/api/auth/session');
  loading = answer.then((res) =>
    set(
      res.ok
        ? { status: 'ready', address: res.data.address?.toLowerCase() ?? null, userKey: res.data.userKey ?? null }
        : { status: 'ready', address: null, userKey: null },
    ),
  );
  return loading;
}

export const getWalletSession = (): WalletSession => state;

export function setWalletSession(session: { address: string; userKey: string } | null) {
  set({ status: 'ready', address: session?.address.toLowerCase() ?? null, userKey: session?.userKey ?? null });
}

export function subscribeWalletSession(listener: () => void): () => void {
  listeners.add(listener);
  void loadWalletSession();
  return () => listeners.delete(listener);
}

export function useWalletSession(): WalletSession {
  return useSyncExternalStore(subscribeWalletSession, getWalletSession, getWalletSession);
}
