'use client';

import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/constants';

/**
 * The one clock of the interface: the current time, re-rendered every tick (1 s, platform-core §9).
 * `renderedAt` is the time the server rendered with, so the first render matches the server HTML;
 * the browser's clock takes over at the first tick. Tests move it with Playwright's page.clock.
 */
export function useNow(renderedAt?: Date, tickMs = COUNTDOWN_TICK_MS): Date {
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}
