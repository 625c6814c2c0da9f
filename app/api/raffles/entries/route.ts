import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { raffleEntriesQuery } from '@/lib/drops/raffle-schema';
import { listRaffleEntries, RAFFLE_ENTRIES_PAGE } from '@/lib/platform/drops';

/** Entries are public on the platform; never cached. */
export async function GET(req: Request) {
  const parsed = raffleEntriesQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const gate = await rateLimit(req, RATE_LIMITS.raffleEntries);
  if (gate.response) return gate.response;
  try {
    const page = await listRaffleEntries(parsed.data.wallet, parsed.data.refresh ? RAFFLE_ENTRIES_PAGE.refresh : RAFFLE_ENTRIES_PAGE.first);
    return NextResponse.json({ entered: page.items.map((e) => e.productKey) }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}
