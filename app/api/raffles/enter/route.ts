import { NextResponse } from 'next/server';
import { readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { withUser } from '@/app/_lib/http/with-user';
import { REFUSALS } from '@/lib/accounts/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { raffleEnterBody } from '@/lib/drops/raffle-schema';
import { applyToRaffle } from '@/lib/platform/drops';

export async function POST(req: Request) {
  const input = await readJson(req, raffleEnterBody);
  if ('response' in input) return input.response;
  return withUser(async ({ token, userKey }) => {
    const gate = await rateLimit(req, RATE_LIMITS.raffleEnter, userKey);
    if (gate.response) return gate.response;
    await applyToRaffle(input.data.key, token);
    return NextResponse.json({ entered: input.data.key }, { headers: { 'cache-control': 'private, no-store' } });
  }, REFUSALS.raffle);
}
