'use client';

import { use, useEffect, type ReactNode } from 'react';
import { PLACEHOLDER_MIN_MS } from '@/lib/constants';

/*
 * A route's loading placeholder, once painted on a client navigation, stays PLACEHOLDER_MIN_MS
 * (platform-core §4): the placeholder notes the frame it was painted in, and the page it stands for
 * suspends until then plus 600 ms, so React keeps the placeholder. A first load's streamed
 * placeholder is held by lib/http/placeholder-hold.mjs instead.
 */
let paintedAt: number | null = null;
let hold: { from: number; until: Promise<void> } | null = null;

/** Rendered in a loading placeholder: notes when it is first painted. */
export function PlaceholderPainted() {
  useEffect(() => {
    // A placeholder left by a navigation that ended elsewhere (an error, a 404) holds nothing.
    paintedAt = null;
    hold = null;
    const frame = requestAnimationFrame(() => (paintedAt = performance.now()));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

/** What the page still waits for: the placeholder's 600 ms from its paint, or nothing. */
function pendingHold(): Promise<void> | null {
  const from = paintedAt;
  const left = from === null ? 0 : from + PLACEHOLDER_MIN_MS - performance.now();
  if (from === null || left <= 0) return null;
  if (hold?.from !== from) hold = { from, until: new Promise((resolve) => setTimeout(resolve, left)) };
  return hold.until;
}

/** Wraps a page that has a loading placeholder: its content waits until the placeholder has been seen 600 ms. */
export function AfterPlaceholder({ children }: { children: ReactNode }) {
  const wait = pendingHold();
  if (wait) use(wait);
  useEffect(() => {
    paintedAt = null;
    hold = null;
  }, []);
  return children;
}
