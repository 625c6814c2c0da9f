'use client';

import { countdown, type Countdown } from '@/lib/time/countdown';
import { useNow } from './use-now';

export function useCountdown(target: Date, renderedAt?: Date): Countdown & { now: Date } {
  const now = useNow(renderedAt);
  return { ...countdown(target, now), now };
}
