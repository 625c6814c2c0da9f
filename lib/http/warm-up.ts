/**
 * Pages `next build` may have prerendered empty because the platform was unreachable then
 * (app/_lib/build-phase.ts). Once the server listens, it refreshes them through its own loopback
 * address (instrumentation-node.ts): a revalidation, then a render each, so the first visitor gets
 * a filled, cached page. Until that is done `/api/ready` answers 503, and whatever routes visitors
 * to an instance (the deployment's health check, the e2e and bench runners) waits for it. With the
 * platform unreachable now too the pages stay as they are, fill on a later request, and the
 * instance is ready all the same.
 */
export const WARM_PATHS = ['/', '/home', '/artists', '/terms-of-service'] as const;

const READY = Symbol.for('drp.ready');
type WithReady = typeof globalThis & { [READY]?: boolean };

/** Whether the instance has refreshed its build-time pages (shared across Next's bundles through globalThis). */
export function isReady(): boolean {
  return (globalThis as WithReady)[READY] === true;
}

export function markReady(): void {
  (globalThis as WithReady)[READY] = true;
}

/** Waits until the server answers at `base` (any status: it listens). */
export async function untilListening(base: string, { timeoutMs = 120_000, fetcher = fetch } = {}): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      await (await fetcher(`${base}/api/ready`)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not listen at ${base} within ${timeoutMs / 1000} s`);
}

/** Revalidates each build-time page, then renders it once; the first failure stops (the platform is down). */
export async function warmUp(base: string, revalidateSecret: string, fetcher: typeof fetch = fetch): Promise<void> {
  for (const path of WARM_PATHS) {
    const res = await fetcher(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    if (!res.ok) throw new Error(`revalidating ${path}: ${res.status}`);
    await (await fetcher(base + path)).arrayBuffer();
  }
}
