'use client';

import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_MIN_MS } from '@/lib/constants';

/** Once shown, held at least `minMs` (platform-core §4); never held if not shown from the start. */
export function useShownAtLeast(loading: boolean, minMs: number = PLACEHOLDER_MIN_MS): boolean {
  const since = useRef<number | null>(null);
  const [held, setHeld] = useState(false);
  // The render that sees the load end already holds it: no frame of content before the effect runs.
  const [seen, setSeen] = useState(loading);
  if (seen !== loading) {
    setSeen(loading);
    setHeld(!loading);
  }
  useEffect(() => {
    if (loading) {
      // Timed from the painted frame (an effect may run before the paint).
      since.current = null;
      const frame = requestAnimationFrame(() => (since.current = Date.now()));
      return () => cancelAnimationFrame(frame);
    }
    if (!held) return;
    const left = since.current === null ? minMs : since.current + minMs - Date.now();
    const release = setTimeout(() => setHeld(false), Math.max(0, left));
    return () => clearTimeout(release);
  }, [loading, held, minMs]);
  return loading || held;
}
