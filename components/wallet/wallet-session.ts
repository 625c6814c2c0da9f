'use client';

import { useEffect } from 'react';
import { api, apiAnswer } from '@/lib/client/api';
import { getWallet, setWallet, takeSessionRequest, useWallet, type WalletSession } from './wallet-store';

type SessionAnswer = { address: string | null; userKey: string | null };

let loading: Promise<void> | null = null;

/** Reads the session into the wallet store once a page (`force`: again); the first read takes the one a press started. Apart from the store: a page's first scripts do not carry it. */
export function loadWalletSession(force = false): Promise<void> {
  if (loading && !force) return loading;
  const early = takeSessionRequest();
  const answer = early && !force ? apiAnswer<SessionAnswer>(early, '/api/auth/session') : api<SessionAnswer>('/api/auth/session');
  // A password login has a user and no wallet: the user key stands alone.
  loading = answer.then((res) => setWalletSession(res.ok ? res.data : null));
  return loading;
}

export const getWalletSession = (): WalletSession => getWallet().session;

export function setWalletSession(session: { address: string | null; userKey: string | null } | null): void {
  setWallet({ session: { status: 'ready', address: session?.address?.toLowerCase() ?? null, userKey: session?.userKey ?? null } });
}

export function useWalletSession(): WalletSession {
  useEffect(() => void loadWalletSession(), []);
  return useWallet((s) => s.session);
}
