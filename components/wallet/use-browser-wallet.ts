'use client';

import { useSyncExternalStore } from 'react';
import { hasInjectedWallet } from '@/lib/wallet/injected';

let found: boolean | null = null;
let asking = false;
const listeners = new Set<() => void>();

function settle(value: boolean) {
  if (found !== null) return;
  found = value;
  listeners.forEach((l) => l());
}

/** Once per page: window.ethereum, or an EIP-6963 answer within 500 ms. */
function ask() {
  if (asking) return;
  asking = true;
  if (hasInjectedWallet()) return settle(true);
  const onAnnounce = () => settle(true);
  window.addEventListener('eip6963:announceProvider', onAnnounce, { once: true });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  setTimeout(() => settle(false), 500);
}

export function useBrowserWallet(): boolean | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      ask();
      return () => listeners.delete(listener);
    },
    () => found,
    () => null,
  );
}
