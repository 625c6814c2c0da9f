'use client';

import { useEffect, useState } from 'react';
import { logout } from '@/components/wallet/logout';

const run = () => void logout().finally(() => window.location.replace('/login'));

/** At once when the visitor came here themselves (`auto`), on a press when another site linked here; the button is a same-origin form, so it works before hydration too. */
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
