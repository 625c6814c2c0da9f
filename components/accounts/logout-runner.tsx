'use client';

import { useEffect } from 'react';
import { clearStoredWalletData } from '@/lib/wallet/storage';

/** Ends the session (an Unauthorized answer still completes it), clears wallet data, then goes to login. */
export function LogoutRunner() {
  useEffect(() => {
    void fetch('/api/auth/logout', { method: 'POST' })
      .catch(() => undefined)
      .finally(() => {
        clearStoredWalletData();
        window.location.replace('/login');
      });
  }, []);
  return <p role="status">Loading...</p>;
}
