import { NextResponse } from 'next/server';
import { z } from 'zod';
import { endSession, getSession } from '@/app/_lib/session/session';
import { endAccountSessions } from '@/app/_lib/session/records';
import { jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getUser } from '@/lib/platform/users';

const emptyBody = z.object({}).strict();

export async function POST(req: Request) {
  const input = await readJson(req, emptyBody);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.session);
  if (gate.response) return gate.response;
  const session = await getSession();
  if (!session.token || !session.userKey) return jsonError(401, 'Unauthorized');
  const email = await getUser(session.userKey, session.token).then(
    (u) => u.email,
    () => null,
  );
  await endAccountSessions({ userKey: session.userKey, email });
  await endSession();
  return NextResponse.json({ ok: true });
}
