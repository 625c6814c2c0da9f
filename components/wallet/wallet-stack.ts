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
let openModalOnLoad = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noSubscription = () => () => {};

/** Loads the stack on every island; `openModal` asks the first island that can to open the connect modal. */
export function requestWalletStack({ openModal = false } = {}): void {
  if (openModal) openModalOnLoad = true;
  if (requested && !openModal) return;
  requested = true;
  listeners.forEach((l) => l());
}

/** Whether the visitor asked to connect before the stack was there; true once, for the island that opens the modal. */
export function takeOpenModalRequest(): boolean {
  const open = openModalOnLoad;
  openModalOnLoad = false;
  return open;
}

/** Whether the stack is asked for; a returning wallet asks for it once the page is idle. */
export function useWalletStack(): boolean {
  const returning = useReturningWallet() === true;
  useEffect(() => (returning ? onIdle(() => requestWalletStack()) : undefined), [returning]);
  return useSyncExternalStore(subscribe, () => requested, () => false);
}

/** Whether wagmi remembers a connection (null on the server), to hold a neutral box instead of "Connect Wallet". */
export function useReturningWallet(): boolean | null {
  return useSyncExternalStore(noSubscription, () => walletWasConnected(window.localStorage), () => null);
}
