'use client';

import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/constants';
import { clockOffset } from '@/lib/time/chain-clock';

let chainOffset: Promise<number> | undefined;

/** Asked once per page load; an error or an odd answer leaves the browser's clock as it is. */
const readChainOffset = () =>
  (chainOffset ??= fetch('/api/time', { cache: 'no-store' })
    .then((res) => res.json() as Promise<{ now: number }>)
    .then(({ now }) => clockOffset(now, Date.now()))
    .catch(() => 0));

/**
 * Starts at `renderedAt` so hydration matches the server HTML; the browser's clock takes over at the
 * first tick. With `chain` (windows on the chain) that clock is corrected by the chain's when they differ by more than a few seconds.
 */
export function useNow(renderedAt?: Date, chain = false): Date {
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  useEffect(() => {
    // A window on the chain keeps the server's moment until the chain's answer (3 s at most): a tick on a wrong device clock could flip it.
    let offset: number | null = chain ? null : 0;
    if (chain) void readChainOffset().then((found) => setNow(new Date(Date.now() + (offset = found))));
    const waited = setTimeout(() => (offset ??= 0), 3000);
    const id = setInterval(() => offset !== null && setNow(new Date(Date.now() + offset)), COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(waited);
      clearInterval(id);
    };
  }, [chain]);
  return now;
}

export const useChainNow = (renderedAt: Date) => useNow(renderedAt, true);
