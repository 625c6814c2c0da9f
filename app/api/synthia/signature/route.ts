import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { getSession } from '@/app/_lib/session/session';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getSynthiaSignature, getSynthiaWhitelist } from '@/lib/platform/synthia';

// Nothing to choose: the signature covers the session wallet's whole allocation.
const body = z.object({}).strict();

/**
 * POST {} → { signature, maxAmount }: the platform's whitelist signature over the allocation of the signed-in
 * wallet (the session's proven address, never one the browser names), asked with the service key
 * held here. 401 without a wallet sign-in; the platform's refusals keep the spec's texts.
 */
export async function POST(req: Request) {
  const input = await readJson(req, body);
  if ('response' in input) return input.response;
  const session = await getSession();
  if (!session.token || !session.address) return jsonError(401, M.loginToMint);
  const gate = await rateLimit(req, RATE_LIMITS.synthiaSignature, session.userKey);
  if (gate.response) return gate.response;
  try {
    const { maxAmount } = await getSynthiaWhitelist(session.address);
    const signed = await getSynthiaSignature(session.address, maxAmount);
    return NextResponse.json(signed, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err, { default: M.signatureError, 404: M.notWhitelisted, 400: M.exceedWhitelist });
  }
}
