import { isReady } from '@/lib/http/warm-up';

export const dynamic = 'force-dynamic';

/** 503 until the pages the build may have left empty are refreshed (lib/http/warm-up.ts). */
export function GET() {
  const headers = { 'cache-control': 'no-store' };
  return isReady()
    ? Response.json({ ready: true }, { headers })
    : Response.json({ ready: false }, { status: 503, headers: { ...headers, 'retry-after': '1' } });
}
