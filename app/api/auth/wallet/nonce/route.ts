import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import { getAddress } from 'viem';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { rateLimit, rateLimitKey } from '@/app/_lib/http/rate-limit';
import { setPendingSignIn } from '@/app/_lib/session/session';
import { walletNonce } from '@/app/_lib/session/wallet-nonces';
import { SIGN_IN_TTL_MS } from '@/lib/auth/wallet-sign-in';
import { walletNonceSchema } from '@/lib/auth/schemas';
import { RATE_LIMITS, WALLET_NONCE_PER_WALLET } from '@/lib/http/rate-limits';
import { requestWalletNonce } from '@/lib/platform/users';

class WalletLimited extends Error {
  constructor(readonly response: Response) {
    super('wallet nonce limit');
  }
}

/** The unused nonce is offered again rather than replaced, so asking for someone's nonce cannot cancel their sign-in. */
export async function POST(req: Request) {
  const input = await readJson(req, walletNonceSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.walletNonce);
  if (gate.response) return gate.response;
  try {
    const address = getAddress(input.data.address);
    const nonceText = await walletNonce(address, async () => {
      const limited = await rateLimitKey('wallet-nonce-fresh', WALLET_NONCE_PER_WALLET, address);
      if (limited) throw new WalletLimited(limited);
      return requestWalletNonce(address);
    });
    await setPendingSignIn({ nonceText, address, expiresAt: Date.now() + SIGN_IN_TTL_MS });
    return NextResponse.json({ message: nonceText }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    if (err instanceof WalletLimited) return err.response;
    return errorResponse(err, REFUSALS.wallet);
  }
}
