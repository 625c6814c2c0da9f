// Pages the build may have prerendered empty (platform unreachable then); /api/ready answers 503 until refreshed.
export const WARM_PATHS = ['/', '/home', '/artists', '/terms-of-service'] as const;

const READY = Symbol.for('drp.ready');
type WithReady = typeof globalThis & { [READY]?: boolean };

/** On globalThis: shared across Next's bundles. */
export function isReady(): boolean {
  return (globalThis as WithReady)[READY] === true;
}

export function markReady(): void {
  (globalThis as WithReady)[READY] = true;
}

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
