import { NextResponse } from 'next/server';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { chainNow } from '@/lib/chain/clock';
import { RATE_LIMITS } from '@/lib/http/rate-limits';

export const dynamic = 'force-dynamic';

/** The chain's time (ms) for a page whose windows are on the chain: the browser's clock may be off. */
export async function GET(req: Request) {
  const gate = await rateLimit(req, RATE_LIMITS.clock);
  if (gate.response) return gate.response;
  return NextResponse.json({ now: (await chainNow()).getTime() }, { headers: { 'cache-control': 'no-store' } });
}
