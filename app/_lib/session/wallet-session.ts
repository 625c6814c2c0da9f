import 'server-only';
import { storeGet, storeSet } from '@/app/_lib/shared-store';
import { jsonError } from '@/app/_lib/http/json';
import { UnauthorizedError } from '@/lib/platform/errors';
import { getUser } from '@/lib/platform/users';
import { TOKEN_CHECK_SECONDS } from '@/lib/session/lifetime';
import { endSession, getSession } from './session';

export type WalletSession = { session: Awaited<ReturnType<typeof getSession>>; token: string; userKey: string; address: `0x${string}` };

const checkedKey = (sid: string) => `drp:token-live:${sid}`;

/**
 * This request's signed-in wallet, once the platform still accepts the session's token: asked at
 * most every TOKEN_CHECK_SECONDS per session, as a page's own reads would. A token the platform
 * refuses ends the session here too (null); a platform that cannot answer leaves the session as it is.
 */
export async function walletSession(): Promise<WalletSession | null> {
  const session = await getSession();
  if (!session.token || !session.userKey || !session.address || !session.sid) return null;
  const signedIn = { session, token: session.token, userKey: session.userKey, address: session.address as `0x${string}` };
  if (await storeGet(checkedKey(session.sid))) return signedIn;
  try {
    await getUser(session.userKey, session.token);
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) return signedIn;
    await endSession({ platformLogout: false });
    return null;
  }
  await storeSet(checkedKey(session.sid), '1', TOKEN_CHECK_SECONDS);
  return signedIn;
}

/** The platform refused the token mid-way: the session ends and the browser is told, as for a missing one. */
export async function unauthorizedEnds(err: unknown, text: string): Promise<Response | null> {
  if (!(err instanceof UnauthorizedError)) return null;
  await endSession({ platformLogout: false });
  return jsonError(401, text);
}
