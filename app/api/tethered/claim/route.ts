import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { orNull } from '@/app/_lib/not-found';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { walletQuery } from '@/lib/drops/raffle-schema';
import { tetheredClaim } from '@/lib/drops/tethered/rules';
import { getSnipeClaim, getSnipeWhitelistEntry } from '@/lib/platform/drops';

/** The signature binds the wallet, so it is no secret. Never cached. */
export async function GET(req: Request) {
  const parsed = walletQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const gate = await rateLimit(req, RATE_LIMITS.tetheredClaim);
  if (gate.response) return gate.response;
  const wallet = parsed.data.wallet;
  try {
    const data = await orNull(getSnipeClaim(wallet));
    const entry = data ? await orNull(getSnipeWhitelistEntry(data.tokenId)) : null;
    return NextResponse.json({ claim: tetheredClaim(wallet, data, entry) }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}
