import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { ACCOUNT_MESSAGES, REFUSALS } from '@/lib/accounts/messages';
import { registerSchema } from '@/lib/accounts/schemas';
import { register } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, registerSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.register);
  if (gate.response) return gate.response;
  const { firstName, lastName, nickName, email, password } = input.data;
  try {
    await register({ firstname: firstName, lastname: lastName, username: nickName, email, password });
    return NextResponse.json({ message: ACCOUNT_MESSAGES.registerSuccess }, { status: 201 });
  } catch (err) {
    return errorResponse(err, REFUSALS.register);
  }
}
