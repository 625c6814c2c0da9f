import { NextResponse } from 'next/server';
import { serverConfig } from '@/lib/config/server';
import { readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { newsletterSchema } from '@/lib/newsletter/schema';
import { subscribeResponse, subscribeToMailingList } from '@/lib/newsletter/subscribe';

/** The provider's key never leaves the server. */
export async function POST(req: Request) {
  const input = await readJson(req, newsletterSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.newsletter);
  if (gate.response) return gate.response;
  const { status, body } = subscribeResponse(await subscribeToMailingList(input.data.email, serverConfig().mailingList));
  return NextResponse.json(body, { status });
}
