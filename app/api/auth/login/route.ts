import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { loginSchema } from '@/lib/accounts/schemas';
import { loginWithPassword } from '@/lib/platform/users';
import { getSession, setSignedInHint } from '@/app/_lib/session/session';

/** POST { email, password }: the platform token goes into the sealed cookie only. */
export async function POST(req: Request) {
  const input = await readJson(req, loginSchema);
  if ('response' in input) return input.response;
  try {
    const { user, token } = await loginWithPassword(input.data.email, input.data.password);
    const session = await getSession();
    session.token = token;
    session.userKey = user.key;
    // A password login proves no wallet: only wallet sign-in sets the session's address.
    session.address = undefined;
    await session.save();
    await setSignedInHint(true);
    return NextResponse.json({ user: { key: user.key, username: user.username, displayName: user.displayName, emailVerified: user.emailVerified } });
  } catch (err) {
    return errorResponse(err);
  }
}
