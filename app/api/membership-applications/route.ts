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

/**
 * POST { dropKey, name, email, socialLink, reason? }: sends a membership application from a drop
 * page (drop-pages §2, §5, §7). Same-origin JSON, capped, rate-limited; the fields are checked by
 * the drop's mode (the reason only in the video mode) before they reach the platform. 404 for an
 * unknown drop; the platform's refusals become fixed texts (REFUSALS.membership). A repeated e-mail
 * is answered as a first one (the platform keeps the first application): the answer must not tell
 * anyone whether an address applied (issue 29; ASVS V2.2.1-style enumeration, as forgot-password).
 */
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
