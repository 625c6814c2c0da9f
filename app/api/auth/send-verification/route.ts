import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { verifyEmailRequestSchema } from '@/lib/accounts/schemas';
import { sendVerificationEmail } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, verifyEmailRequestSchema);
  if ('response' in input) return input.response;
  try {
    await sendVerificationEmail(input.data.email);
    return NextResponse.json({ message: 'A new code has been sent to your email' });
  } catch (err) {
    return errorResponse(err);
  }
}
