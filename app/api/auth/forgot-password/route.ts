import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { forgotPasswordSchema } from '@/lib/accounts/schemas';
import { forgotPassword } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, forgotPasswordSchema);
  if ('response' in input) return input.response;
  try {
    await forgotPassword(input.data.email);
    return NextResponse.json({ ok: true });
  } catch (err) {
    return errorResponse(err);
  }
}
