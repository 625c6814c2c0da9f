import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { mailAllowed, rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { NotFoundError } from '@/lib/platform/errors';
import { forgotPasswordSchema } from '@/lib/accounts/schemas';
import { forgotPassword } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, forgotPasswordSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.forgotPassword, input.data.email);
  if (gate.response) return gate.response;
  // Past the hour's mails the answer is the same, and the owner's inbox already holds the live code.
  if (!(await mailAllowed(input.data.email, 'reset'))) return NextResponse.json({ ok: true });
  try {
    await forgotPassword(input.data.email);
    return NextResponse.json({ ok: true });
  } catch (err) {
    // The same answer whether or not an account has this address: the form reveals no accounts.
    if (err instanceof NotFoundError) return NextResponse.json({ ok: true });
    return errorResponse(err, REFUSALS.forgotPassword);
  }
}
