import { NextResponse } from 'next/server';
import { REFUSALS } from '@/lib/accounts/messages';
import type { Hex } from 'viem';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit, rewardKey } from '@/app/_lib/http/rate-limit';
import { getSession, setPendingSignIn, startSession } from '@/app/_lib/session/session';
import { signatureValid } from '@/app/_lib/session/signature';
import { spendNonce } from '@/app/_lib/session/spent-nonces';
import { forgetWalletNonce } from '@/app/_lib/session/wallet-nonces';
import { SIGN_AGAIN_STATUS, verifyWalletSignIn } from '@/lib/auth/wallet-sign-in';
import { walletLoginSchema } from '@/lib/auth/schemas';
import { RATE_LIMITS, WALLET_NONCE_PER_WALLET } from '@/lib/http/rate-limits';
import { RequestRejectedError, UnauthorizedError } from '@/lib/platform/errors';
import { loginWithWallet } from '@/lib/platform/users';

/** The session's address is the one the signature proved; a platform refusal is 409: sign a fresh nonce, once. */
export async function POST(req: Request) {
  const input = await readJson(req, walletLoginSchema);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.walletLogin);
  if (gate.response) return gate.response;
  const { address, signature } = input.data;
  const { signIn } = await getSession();
  const check = await verifyWalletSignIn({ pending: signIn, address, signature: signature as Hex }, { spend: spendNonce, verify: signatureValid }, new Date());
  await setPendingSignIn(undefined);
  if (!check.ok) {
    await gate.failed();
    return jsonError(401, check.reason);
  }
  // The platform takes it now, whatever it answers.
  await forgetWalletNonce(check.address);
  try {
    const { user, token } = await loginWithWallet(check.address, signature);
    const proven = check.address.toLowerCase();
    await gate.succeeded();
    // The owner used it: not counted against the wallet's limit.
    await rewardKey('wallet-nonce-fresh', WALLET_NONCE_PER_WALLET, check.address);
    await startSession({ token, userKey: user.key, address: proven, email: user.email });
    return NextResponse.json({
      user: { key: user.key, username: user.username, displayName: user.displayName, emailVerified: user.emailVerified, address: proven },
    });
  } catch (err) {
    // The platform's 401 here is "Invalid signature", not an ended session.
    if (err instanceof RequestRejectedError || err instanceof UnauthorizedError) {
      await gate.failed();
      // Our check passed, so the platform no longer takes this nonce; a fresh one may.
      return jsonError(SIGN_AGAIN_STATUS, REFUSALS.wallet.default);
    }
    return errorResponse(err, REFUSALS.wallet);
  }
}
