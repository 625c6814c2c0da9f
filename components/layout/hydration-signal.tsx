'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the early-actions script (lib/http/early-actions.mjs): takes the presses it held. */
    __drpHydrated?: () => void;
  }
}

/** Tells the early-actions script the page has hydrated, so the presses it held are taken now. */
export function HydrationSignal() {
  useEffect(() => {
    window.__drpHydrated?.();
  }, []);
  return null;
}
