'use client';

import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/constants';

/** The one clock of the interface: the current time, re-rendered every tick (1 s, platform-core §9). */
export function useNow(tickMs = COUNTDOWN_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}
