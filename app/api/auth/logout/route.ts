import { NextResponse } from 'next/server';
import { z } from 'zod';
import { logout } from '@/lib/platform/users';
import { endSession, getSession } from '@/app/_lib/session/session';
import { readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';

/** The body is `{}`: like every state change, a same-origin JSON request (no form can send it). */
const emptyBody = z.object({}).strict();

/** POST {}: ends the platform session and clears the cookie; an Unauthorized answer still completes the logout. */
export async function POST(req: Request) {
  const input = await readJson(req, emptyBody);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.session);
  if (gate.response) return gate.response;
  const session = await getSession();
  if (session.token) await logout(session.token).catch(() => undefined);
  await endSession();
  return NextResponse.json({ ok: true });
}
