'use client';

import { use, useEffect, type ReactNode } from 'react';
import { PLACEHOLDER_MIN_MS } from '@/lib/constants';

/* A client navigation's placeholder stays PLACEHOLDER_MIN_MS from its paint (platform-core §4); first loads: lib/framework/react-internals.mjs. */
let paintedAt: number | null = null;
let hold: { from: number; until: Promise<void> } | null = null;

export function PlaceholderPainted() {
  useEffect(() => {
    // Left by a navigation that ended elsewhere (an error, a 404): holds nothing.
    paintedAt = null;
    hold = null;
    const frame = requestAnimationFrame(() => (paintedAt = performance.now()));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

function pendingHold(): Promise<void> | null {
  const from = paintedAt;
  const left = from === null ? 0 : from + PLACEHOLDER_MIN_MS - performance.now();
  if (from === null || left <= 0) return null;
  if (hold?.from !== from) hold = { from, until: new Promise((resolve) => setTimeout(resolve, left)) };
  return hold.until;
}

export function AfterPlaceholder({ children }: { children: ReactNode }) {
  const wait = pendingHold();
  if (wait) use(wait);
  useEffect(() => {
    paintedAt = null;
    hold = null;
  }, []);
  return children;
}
