'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { walletWasConnected } from '@/lib/wallet/remembered';

/** The wallet stack loads on a first wallet action, or at idle for a remembered wallet. */
let requested = false;
let modalRequests = 0;
// A press's dialog comes first: the parts on the wallet's code mount once it is up, so they do not slow it.
let partsLive = false;
let connectModalOpen = false;
let walletStatus: string | null = null;
// false once the session store has loaded: its answer is kept, so a later press asks nothing.
let sessionAsked: Promise<Response> | null | false = null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useStack = <T>(read: () => T, onServer: T): T => useSyncExternalStore(subscribe, read, () => onServer);

export function requestWalletStack({ openModal = false } = {}): void {
  // The modal waits for the session: asked at the press, beside the stack's scripts (wallet-session.ts takes it up).
  if (openModal) {
    if (sessionAsked === null) sessionAsked = fetch('/api/auth/session');
    modalRequests++;
  } else partsLive = true;
  requested = true;
  notify();
}

/** The session request a press started, if any; the session store's first load takes it. */
export function takeSessionRequest(): Promise<Response> | null {
  const asked = sessionAsked || null;
  sessionAsked = false;
  return asked;
}

export const useModalRequests = (): number => useStack(() => modalRequests, 0);

export function useWalletStack(): boolean {
  const returning = useReturningWallet() === true;
  useEffect(() => (returning ? onIdle(() => requestWalletStack()) : undefined), [returning]);
  return useStack(() => requested, false);
}

/** null on the server: a returning wallet gets a neutral box, not "Connect Wallet". */
export function useReturningWallet(): boolean | null {
  return useSyncExternalStore(
    () => () => {},
    () => walletWasConnected(window.localStorage),
    () => null,
  );
}

/** The host served the press's request: the dialog is up, or the wallet was already connected. */
export function modalServed(): void {
  partsLive = true;
  notify();
}

/** Whether the parts on the wallet's code may mount: the stack is asked for, and a press's dialog is up. */
export const useWalletPartsLive = (): boolean => useStack(() => requested && partsLive, false);

export function setConnectModalOpen(open: boolean): void {
  if (open === connectModalOpen) return;
  connectModalOpen = open;
  notify();
}

/** RainbowKit's connect modal is open (the host publishes it, so a part needs no RainbowKit context). */
export const useConnectModalOpen = (): boolean => useStack(() => connectModalOpen, false);

export function setWalletStatus(status: string): void {
  walletStatus = status;
  notify();
}

export const useWalletSettled = (): boolean => useStack(() => walletStatus === 'connected' || walletStatus === 'disconnected', false);
