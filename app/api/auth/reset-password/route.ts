import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { resetPasswordSchema } from '@/lib/accounts/schemas';
import { resetPassword } from '@/lib/platform/users';

export async function POST(req: Request) {
  const input = await readJson(req, resetPasswordSchema);
  if ('response' in input) return input.response;
  try {
    await resetPassword(input.data.email, input.data.code, input.data.password);
    return NextResponse.json({ ok: true });
  } catch (err) {
    return errorResponse(err);
  }
}
