import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { RequestRejectedError } from '@/lib/platform/errors';
import { ACCOUNT_MESSAGES, REFUSALS } from '@/lib/accounts/messages';
import { verifyEmailSchema } from '@/lib/accounts/schemas';
import { verifyEmail } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, verifyEmailSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.verifyEmail, input.data.email);
  if (gate.response) return gate.response;
  try {
    await verifyEmail(input.data.email, input.data.code);
    await gate.succeeded();
    return NextResponse.json({ message: ACCOUNT_MESSAGES.emailVerified });
  } catch (err) {
    if (err instanceof RequestRejectedError) await gate.failed();
    return errorResponse(err, REFUSALS.code);
  }
}
