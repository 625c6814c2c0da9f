import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { loginSchema } from '@/lib/accounts/schemas';
import { loginWithPassword } from '@/lib/platform/users';
import { startSession } from '@/app/_lib/session/session';

/** POST { email, password }: the platform token goes into the sealed cookie only. */
export async function POST(req: Request) {
  const input = await readJson(req, loginSchema);
  if ('response' in input) return input.response;
  try {
    const { user, token } = await loginWithPassword(input.data.email, input.data.password);
    await startSession({ token, userKey: user.key });
    return NextResponse.json({ user: { key: user.key, username: user.username, displayName: user.displayName, emailVerified: user.emailVerified } });
  } catch (err) {
    return errorResponse(err);
  }
}
