import { NextResponse } from 'next/server';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { orNull } from '@/app/_lib/not-found';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { REFUSALS } from '@/lib/accounts/messages';
import { membershipApplicationSchema } from '@/lib/accounts/schemas';
import { membershipApplicationRequest } from '@/lib/drops/raffle-schema';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { applyForMembership } from '@/lib/platform/drops';
import { getDrop } from '@/lib/platform/content';
import { PlatformError } from '@/lib/platform/errors';

/** A repeated e-mail is answered as a first one, so the answer tells no one whether an address applied. */
export async function POST(req: Request) {
  const input = await readJson(req, membershipApplicationRequest);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.membership);
  if (gate.response) return gate.response;
  try {
    const drop = await orNull(getDrop(input.data.dropKey));
    if (!drop) return jsonError(404, 'Drop not found');
    const parsed = membershipApplicationSchema(Boolean(drop.cover.video)).safeParse(input.data);
    if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid application');
    await applyForMembership(parsed.data).catch((err: unknown) => {
      if (!(err instanceof PlatformError && err.status === 409)) throw err;
    });
    return NextResponse.json({ ok: true }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err, REFUSALS.membership);
  }
}
