import { isReady } from '@/lib/http/warm-up';

export const dynamic = 'force-dynamic';

/**
 * Readiness: 200 once this instance has refreshed the pages the build may have left empty
 * (lib/http/warm-up.ts), 503 before. Send visitors to an instance only when it answers 200.
 */
export function GET() {
  const headers = { 'cache-control': 'no-store' };
  return isReady()
    ? Response.json({ ready: true }, { headers })
    : Response.json({ ready: false }, { status: 503, headers: { ...headers, 'retry-after': '1' } });
}
