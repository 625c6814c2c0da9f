'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by lib/http/early-actions.mjs. */
    __drpHydrated?: () => void;
  }
}

export function HydrationSignal() {
  useEffect(() => {
    window.__drpHydrated?.();
  }, []);
  return null;
}
