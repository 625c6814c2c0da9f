import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { verifyEmailSchema } from '@/lib/accounts/schemas';
import { verifyEmail } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, verifyEmailSchema);
  if ('response' in input) return input.response;
  try {
    await verifyEmail(input.data.email, input.data.code);
    return NextResponse.json({ message: ACCOUNT_MESSAGES.emailVerified });
  } catch (err) {
    return errorResponse(err);
  }
}
