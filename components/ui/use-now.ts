'use client';

import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/constants';

/** Starts at `renderedAt` so hydration matches the server HTML; the browser's clock takes over at the first tick. */
export function useNow(renderedAt?: Date, tickMs = COUNTDOWN_TICK_MS): Date {
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}
