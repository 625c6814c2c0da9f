import { NextResponse } from 'next/server';
import { z } from 'zod';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { crossSiteRefusal, jsonError, MAX_JSON_BYTES, readBodyCapped } from '@/app/_lib/http/json';
import { safeNextPath } from '@/lib/session/routes';
import { endSession } from '@/app/_lib/session/session';

/** The /session-expired form: one optional path to come back to. */
const expiredForm = z.object({ next: z.string().max(2000).optional() }).strict();

/**
 * POST (form field or query `next`): the platform said the session's token is no longer valid.
 * Pages cannot change cookies, so they send the browser to /session-expired, whose form posts
 * here from our own origin; this ends the session (the platform's too, and the server's record of
 * it) and goes to login and back (303). Not a GET: a
 * link on another site must not be able to sign a visitor out.
 */
export async function POST(req: Request) {
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  // Only the shape /session-expired's form sends.
  if (!(req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return jsonError(415, 'Send the session-expired form');
  // The form holds one short field: anything longer is refused before it is read whole.
  const text = await readBodyCapped(req, MAX_JSON_BYTES);
  if (text === null) return jsonError(413, 'The request body is too large');
  const form = expiredForm.safeParse(Object.fromEntries(new URLSearchParams(text)));
  if (!form.success) return jsonError(400, form.error.issues[0]?.message ?? 'Invalid form');
  const gate = await rateLimit(req, RATE_LIMITS.session);
  if (gate.response) return gate.response;
  const next = safeNextPath(form.data.next ?? new URL(req.url).searchParams.get('next'));
  await endSession();
  // A relative Location: the browser resolves it against the address it used, whatever proxy is
  // in between (req.url carries the server's own host and port).
  return new NextResponse(null, { status: 303, headers: { location: `/login?next=${encodeURIComponent(next)}` } });
}
