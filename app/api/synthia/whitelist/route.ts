import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { orNull } from '@/app/_lib/not-found';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { walletQuery } from '@/lib/drops/raffle-schema';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getSynthiaWhitelist } from '@/lib/platform/synthia';

export async function GET(req: Request) {
  const parsed = walletQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const gate = await rateLimit(req, RATE_LIMITS.synthiaWhitelist);
  if (gate.response) return gate.response;
  try {
    return NextResponse.json({ whitelist: await orNull(getSynthiaWhitelist(parsed.data.wallet)) }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}
