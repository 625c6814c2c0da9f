'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { onIdle } from '@/lib/browser/idle';
import { walletWasConnected } from '@/lib/wallet/remembered';

/**
 * When the wallet stack (wagmi + RainbowKit, about 215 KB) loads, shared by every wallet island of
 * the page (the header, a mint panel, a gated article). It loads on a visitor's first wallet action,
 * or once the page is idle for a visitor whose wallet was connected last time, so they see their
 * address and live button without a click. Importing this module costs nothing of the stack.
 */
let requested = false;
/** How many times a visitor asked to connect before a live control could open the modal itself. */
let modalRequests = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noSubscription = () => () => {};

/** Loads the stack; `openModal` asks the page's wallet host to open the connect modal once it can. */
export function requestWalletStack({ openModal = false } = {}): void {
  if (openModal) modalRequests++;
  if (requested && !openModal) return;
  requested = true;
  listeners.forEach((l) => l());
}

/** The count of connect requests so far: the wallet host opens the modal for each it has not served. */
export function useModalRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => modalRequests,
    () => 0,
  );
}

/** Whether the stack is asked for; a returning wallet asks for it once the page is idle. */
export function useWalletStack(): boolean {
  const returning = useReturningWallet() === true;
  useEffect(() => (returning ? onIdle(() => requestWalletStack()) : undefined), [returning]);
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Whether wagmi remembers a connection (null on the server), to hold a neutral box instead of "Connect Wallet". */
export function useReturningWallet(): boolean | null {
  return useSyncExternalStore(
    noSubscription,
    () => walletWasConnected(window.localStorage),
    () => null,
  );
}

/** The wallet's connection as the host last saw it (null before the host is up). */
let walletStatus: string | null = null;

/** The wallet host tells the page how the wallet stands (wallet-host.tsx). */
export function setWalletStatus(status: string): void {
  if (status === walletStatus) return;
  walletStatus = status;
  listeners.forEach((l) => l());
}

/** Whether the wallet has settled (connected or not) after the host reconnected it: a held press may go on. */
export function useWalletSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => walletStatus === 'connected' || walletStatus === 'disconnected',
    () => false,
  );
}
