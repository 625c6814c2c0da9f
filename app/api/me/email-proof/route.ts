import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { getAddress } from 'viem';
import { jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { walletSession } from '@/app/_lib/session/wallet-session';
import { emailProof } from '@/lib/accounts/email-change';
import { emailProofRequestSchema } from '@/lib/accounts/schemas';
import { RATE_LIMITS } from '@/lib/http/rate-limits';

/** The text a wallet account signs before its first e-mail address is added (/api/me/basic or /email check it, once). */
export async function POST(req: Request) {
  const input = await readJson(req, emailProofRequestSchema);
  if ('response' in input) return input.response;
  const signedIn = await walletSession();
  if (!signedIn) return jsonError(401, 'Unauthorized');
  const gate = await rateLimit(req, RATE_LIMITS.profile, signedIn.userKey);
  if (gate.response) return gate.response;
  const proof = emailProof(input.data.email, getAddress(signedIn.address), randomBytes(16).toString('hex'), Date.now());
  signedIn.session.emailProof = proof;
  await signedIn.session.save();
  return NextResponse.json({ message: proof.message }, { headers: { 'cache-control': 'private, no-store' } });
}
