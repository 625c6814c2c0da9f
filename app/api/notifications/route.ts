import { NextResponse } from 'next/server';
import { readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { withUser } from '@/app/_lib/http/with-user';
import { REFUSALS } from '@/lib/accounts/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { notificationBody } from '@/lib/drops/raffle-schema';
import { requestDropNotification } from '@/lib/platform/drops';
import { getUser } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, notificationBody);
  if ('response' in input) return input.response;
  return withUser(async ({ token, userKey }) => {
    const gate = await rateLimit(req, RATE_LIMITS.notify, userKey);
    if (gate.response) return gate.response;
    const user = await getUser(userKey, token);
    if (!user.emailVerified || !user.email)
      return NextResponse.json({ error: REFUSALS.notify[403] }, { status: 403, headers: { 'cache-control': 'private, no-store' } });
    const { key } = await requestDropNotification(user.email, input.data.dropKey, token);
    return NextResponse.json({ key }, { headers: { 'cache-control': 'private, no-store' } });
  }, REFUSALS.notify);
}
