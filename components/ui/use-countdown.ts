'use client';

import { countdown, type Countdown } from '@/lib/time/countdown';
import { useNow } from './use-now';

/** Time left until `target`, ticking each second (drop-pages §4); every dated state counts down with it. */
export function useCountdown(target: Date, renderedAt?: Date): Countdown & { now: Date } {
  const now = useNow(renderedAt);
  return { ...countdown(target, now), now };
}
