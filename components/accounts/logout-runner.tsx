'use client';

import { useEffect } from 'react';
import { logout } from '@/components/wallet/logout';

/** Ends the session, clears wallet data, then goes to login. */
export function LogoutRunner() {
  useEffect(() => {
    void logout().finally(() => window.location.replace('/login'));
  }, []);
  return <p role="status">Loading...</p>;
}
