'use client';

import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_MIN_MS } from '@/lib/constants';

/**
 * Whether a loading placeholder shows: while `loading`, and once shown, for at least `minMs`
 * (platform-core §4: 600 ms), so content that arrives at once does not make it flash. A placeholder
 * never shown (not loading from the start) is never held.
 */
export function useShownAtLeast(loading: boolean, minMs: number = PLACEHOLDER_MIN_MS): boolean {
  const since = useRef<number | null>(null);
  const [held, setHeld] = useState(false);
  // The render that sees the load end already holds the placeholder (no frame of content before
  // the effect below works out how long is left); a load that begins holds nothing.
  const [seen, setSeen] = useState(loading);
  if (seen !== loading) {
    setSeen(loading);
    setHeld(!loading);
  }
  useEffect(() => {
    if (loading) {
      // Timed from the frame it is painted in (an effect may run before the paint), so the visitor
      // sees it the whole 600 ms; a load that ends before that frame holds it the full time.
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
