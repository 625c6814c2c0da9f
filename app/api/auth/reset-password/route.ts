import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { RequestRejectedError } from '@/lib/platform/errors';
import { resetPasswordSchema } from '@/lib/accounts/schemas';
import { loginWithPassword, logout, resetPassword } from '@/lib/platform/users';
import { endAccountSessions } from '@/app/_lib/session/records';

/** The spec's reset answers no user: a login with the new password names it (its token is ended at once). */
async function accountKey(email: string, password: string): Promise<string | undefined> {
  try {
    const { user, token } = await loginWithPassword(email, password);
    await logout(token).catch(() => undefined);
    return user.key;
  } catch (err) {
    console.error('[reset-password] the account could not be named; its sessions are ended by address only', (err as Error).message);
    return undefined;
  }
}

export async function POST(req: Request) {
  const input = await readJson(req, resetPasswordSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.resetPassword, input.data.email);
  if (gate.response) return gate.response;
  try {
    await resetPassword(input.data.email, input.data.code, input.data.password);
    // A reset ends every session of the account, by its key: a session signed in under an earlier address has no other tie to it.
    await endAccountSessions({ userKey: await accountKey(input.data.email, input.data.password), email: input.data.email });
    await gate.succeeded();
    return NextResponse.json({ ok: true });
  } catch (err) {
    if (err instanceof RequestRejectedError) await gate.failed();
    return errorResponse(err, REFUSALS.code);
  }
}
