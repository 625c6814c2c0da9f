import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, readJson } from '@/lib/http/json';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { verifyEmail } from '@/lib/platform/users';

const schema = z.object({ email: z.string().trim().min(1, ACCOUNT_MESSAGES.emailRequired), code: z.string().trim().min(1, ACCOUNT_MESSAGES.codeRequired) });

export async function POST(req: Request) {
  const input = await readJson(req, schema);
  if ('response' in input) return input.response;
  try {
    await verifyEmail(input.data.email, input.data.code);
    return NextResponse.json({ message: ACCOUNT_MESSAGES.emailVerified });
  } catch (err) {
    return errorResponse(err);
  }
}
