import { NextResponse } from 'next/server';
import { crossSiteRefusal, jsonError, MAX_JSON_BYTES, readBodyCapped } from '@/app/_lib/http/json';
import { safeNextPath } from '@/lib/session/routes';
import { endSession } from '@/app/_lib/session/session';

/**
 * POST (form field or query `next`): the platform said the session's token is no longer valid.
 * Pages cannot change cookies, so they send the browser to /session-expired, whose form posts
 * here from our own origin; this ends the session and goes to login and back (303). Not a GET: a
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
  const given = new URLSearchParams(text).get('next');
  const next = safeNextPath(given ?? new URL(req.url).searchParams.get('next'));
  await endSession();
  return NextResponse.redirect(new URL(`/login?next=${encodeURIComponent(next)}`, req.url), 303);
}
