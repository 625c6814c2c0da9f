import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { walletSession } from '@/app/_lib/session/wallet-session';
import { SYNTHIA } from '@/lib/drops/synthia/config';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getSynthiaSignature, getSynthiaWhitelist } from '@/lib/platform/synthia';

const body = z.object({ amount: z.number().int().min(1).max(SYNTHIA.maxPerWallet) }).strict();

/** For the session's proven wallet, never one the browser names; asked with the service key held here. */
export async function POST(req: Request) {
  const input = await readJson(req, body);
  if ('response' in input) return input.response;
  const session = await walletSession();
  if (!session) return jsonError(401, M.loginToMint);
  const gate = await rateLimit(req, RATE_LIMITS.synthiaSignature, session.userKey);
  if (gate.response) return gate.response;
  try {
    const { maxAmount } = await getSynthiaWhitelist(session.address);
    const signed = await getSynthiaSignature(session.address, input.data.amount);
    return NextResponse.json({ signature: signed.signature, maxAmount: signed.maxAmount ?? maxAmount }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err, { default: M.signatureError, 404: M.userNotWhitelisted, 400: M.maxWhitelist, passOn: true });
  }
}
