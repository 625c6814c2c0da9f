import { NextResponse } from 'next/server';
import { z } from 'zod';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { crossSiteRefusal, jsonError, MAX_JSON_BYTES, readBodyCapped } from '@/app/_lib/http/json';
import { safeNextPath } from '@/lib/session/routes';
import { endSession } from '@/app/_lib/session/session';

const expiredForm = z.object({ next: z.string().max(2000).optional() }).strict();

/** POST only: a link on another site must not sign a visitor out. */
export async function POST(req: Request) {
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  if (!(req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return jsonError(415, 'Send the session-expired form');
  const text = await readBodyCapped(req, MAX_JSON_BYTES);
  if (text === null) return jsonError(413, 'The request body is too large');
  const form = expiredForm.safeParse(Object.fromEntries(new URLSearchParams(text)));
  if (!form.success) return jsonError(400, form.error.issues[0]?.message ?? 'Invalid form');
  const gate = await rateLimit(req, RATE_LIMITS.session);
  if (gate.response) return gate.response;
  const next = safeNextPath(form.data.next ?? new URL(req.url).searchParams.get('next'));
  await endSession();
  // Relative: req.url carries the server's own host and port, not the visitor's.
  return new NextResponse(null, { status: 303, headers: { location: `/login?next=${encodeURIComponent(next)}` } });
}
