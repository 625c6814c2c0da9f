import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { walletLoginSchema } from '@/lib/auth/schemas';
import { loginWithWallet } from '@/lib/platform/users';
import { getSession, setSignedInHint } from '@/app/_lib/session/session';

/** POST { address, signature }: logs in with the signed nonce; the token stays in the sealed cookie. */
export async function POST(req: Request) {
  const input = await readJson(req, walletLoginSchema);
  if ('response' in input) return input.response;
  try {
    const { user, token, address } = await loginWithWallet(input.data.address, input.data.signature);
    const session = await getSession();
    session.token = token;
    session.userKey = user.key;
    session.address = (address ?? input.data.address).toLowerCase();
    await session.save();
    await setSignedInHint(true);
    return NextResponse.json({ user: { key: user.key, username: user.username, displayName: user.displayName, emailVerified: user.emailVerified, address: session.address } });
  } catch (err) {
    return errorResponse(err);
  }
}
