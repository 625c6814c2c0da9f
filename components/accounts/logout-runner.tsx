'use client';

import { useEffect, useState } from 'react';
import { logout } from '@/components/wallet/logout';

const run = () => void logout().finally(() => window.location.replace('/login'));

/**
 * Ends the session, clears wallet data, then goes to login: at once when the visitor came here
 * themselves (`auto`), on their press when a link on another site brought them (issue 29). The
 * button is a same-origin form posting to /api/auth/expired, so it ends the session before the
 * page's scripts run too; once they run, the press also clears the wallet data.
 */
export function LogoutRunner({ auto }: { auto: boolean }) {
  const [running, setRunning] = useState(auto);
  useEffect(() => {
    if (auto) run();
  }, [auto]);
  if (running) return <p role="status">Loading...</p>;
  return (
    <form
      method="post"
      action="/api/auth/expired"
      onSubmit={(event) => {
        event.preventDefault();
        setRunning(true);
        run();
      }}
    >
      <input type="hidden" name="next" value="/" />
      <button type="submit">Log out</button>
    </form>
  );
}
