import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { mailAllowed, rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { NotFoundError, RequestRejectedError } from '@/lib/platform/errors';
import { verifyEmailRequestSchema } from '@/lib/accounts/schemas';
import { sendVerificationEmail } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, verifyEmailRequestSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.sendVerification, input.data.email);
  if (gate.response) return gate.response;
  // Past the hour's mails the answer is the same, and the owner's inbox already holds the live code.
  if (!(await mailAllowed(input.data.email, 'verify'))) return NextResponse.json({ message: 'A new code has been sent to your email' });
  try {
    await sendVerificationEmail(input.data.email);
    return NextResponse.json({ message: 'A new code has been sent to your email' });
  } catch (err) {
    // As for forgot-password: an unknown, an unverified and a verified address get one answer.
    if (err instanceof RequestRejectedError || err instanceof NotFoundError) return NextResponse.json({ message: 'A new code has been sent to your email' });
    return errorResponse(err, REFUSALS.sendVerification);
  }
}
