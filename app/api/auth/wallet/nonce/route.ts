import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { getAddress } from 'viem';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { setPendingSignIn } from '@/app/_lib/session/session';
import { SIGN_IN_TTL_MS } from '@/lib/auth/wallet-sign-in';
import { walletNonceSchema } from '@/lib/auth/schemas';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { requestWalletNonce } from '@/lib/platform/users';

/**
 * POST { address } → { message }: the platform's `nonce_text` for the wallet (platform-core §4),
 * which the wallet signs as it is. It is kept in this browser's session: only this browser can use it.
 */
export async function POST(req: Request) {
  const input = await readJson(req, walletNonceSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.walletNonce);
  if (gate.response) return gate.response;
  try {
    const address = getAddress(input.data.address);
    const nonceText = await requestWalletNonce(address);
    await setPendingSignIn({ nonceText, address, expiresAt: Date.now() + SIGN_IN_TTL_MS });
    return NextResponse.json({ message: nonceText }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err, REFUSALS.wallet);
  }
}
