'use client';

import { useEffect, useState } from 'react';
import { logout } from '@/components/wallet/logout';

const run = () => void logout().finally(() => window.location.replace('/login'));

/**
 * Ends the session, clears wallet data, then goes to login: at once when the visitor came here
 * themselves (`auto`), on their press when a link on another site brought them (issue 29).
 */
export function LogoutRunner({ auto }: { auto: boolean }) {
  const [running, setRunning] = useState(auto);
  useEffect(() => {
    if (auto) run();
  }, [auto]);
  if (running) return <p role="status">Loading...</p>;
  return (
    <button type="button" onClick={() => (setRunning(true), run())}>
      Log out
    </button>
  );
}
