import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { getAddress } from 'viem';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { setPendingSignIn } from '@/app/_lib/session/session';
import { buildSignInMessage, platformNonce, SIGN_IN_TTL_MS } from '@/lib/auth/siwe';
import { walletNonceSchema } from '@/lib/auth/schemas';
import { publicConfig } from '@/lib/config/public';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { requestWalletNonce } from '@/lib/platform/users';

/**
 * POST { address } → { message }: the EIP-4361 message the wallet signs to sign in, carrying the
 * platform's nonce. The nonce is kept in this browser's session: only this browser can use it.
 */
export async function POST(req: Request) {
  const input = await readJson(req, walletNonceSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.walletNonce);
  if (gate.response) return gate.response;
  try {
    const nonce = platformNonce(await requestWalletNonce(input.data.address));
    if (!nonce) {
      console.error('[wallet sign-in] the platform nonce text carries no nonce');
      return jsonError(502, 'Wallet sign-in is unavailable, please try again later.');
    }
    const now = new Date();
    const address = getAddress(input.data.address);
    await setPendingSignIn({ nonce, address, expiresAt: now.getTime() + SIGN_IN_TTL_MS });
    const message = buildSignInMessage({ siteUrl: publicConfig.siteUrl, address, chainId: publicConfig.chain.id, nonce, now });
    return NextResponse.json({ message }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err, REFUSALS.wallet);
  }
}
