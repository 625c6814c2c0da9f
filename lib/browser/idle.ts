/** Runs `callback` once the browser is idle (or after `timeoutMs` at the latest); returns a cancel function. */
export function onIdle(callback: () => void, timeoutMs = 1500): () => void {
  const w = window as Window & typeof globalThis;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => w.cancelIdleCallback(id);
  }
  const id = w.setTimeout(callback, Math.min(timeoutMs, 300));
  return () => w.clearTimeout(id);
}
