import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { loginSchema } from '@/lib/accounts/schemas';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { RequestRejectedError } from '@/lib/platform/errors';
import { loginWithPassword } from '@/lib/platform/users';
import { startSession } from '@/app/_lib/session/session';

/** POST { email, password }: the platform token goes into the sealed cookie only. */
export async function POST(req: Request) {
  const input = await readJson(req, loginSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.login, input.data.email);
  if (gate.response) return gate.response;
  try {
    const { user, token } = await loginWithPassword(input.data.email, input.data.password);
    await gate.succeeded();
    await startSession({ token, userKey: user.key, email: user.email });
    return NextResponse.json({ user: { key: user.key, username: user.username, displayName: user.displayName, emailVerified: user.emailVerified } });
  } catch (err) {
    if (err instanceof RequestRejectedError) await gate.failed();
    return errorResponse(err, REFUSALS.login);
  }
}
