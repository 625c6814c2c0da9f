import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { walletLoginSchema } from '@/lib/auth/schemas';
import { loginWithWallet } from '@/lib/platform/users';
import { startSession } from '@/app/_lib/session/session';

/** POST { address, signature }: logs in with the signed nonce; the token stays in the sealed cookie. */
export async function POST(req: Request) {
  const input = await readJson(req, walletLoginSchema);
  if ('response' in input) return input.response;
  try {
    const { user, token, address } = await loginWithWallet(input.data.address, input.data.signature);
    const proven = (address ?? input.data.address).toLowerCase();
    await startSession({ token, userKey: user.key, address: proven });
    return NextResponse.json({ user: { key: user.key, username: user.username, displayName: user.displayName, emailVerified: user.emailVerified, address: proven } });
  } catch (err) {
    return errorResponse(err);
  }
}
