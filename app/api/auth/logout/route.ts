import { NextResponse } from 'next/server';
import { z } from 'zod';
import { endSession } from '@/app/_lib/session/session';
import { readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';

/** `{}` as JSON: no form can send it. */
const emptyBody = z.object({}).strict();

export async function POST(req: Request) {
  const input = await readJson(req, emptyBody);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.session);
  if (gate.response) return gate.response;
  await endSession();
  return NextResponse.json({ ok: true });
}
