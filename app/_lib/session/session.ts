import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { serverConfig } from '@/lib/config/server';
import type { PendingSignIn } from '@/lib/auth/wallet-sign-in';
import { SESSION_MAX_AGE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionOptions, type SessionData } from '@/lib/session/options';

/** The request's session (read in route handlers and in pages that are per-user anyway). */
export async function getSession() {
  // cookies() first: it marks the route as per-request before any configuration is read.
  const store = await cookies();
  const { sessionPassword, secureCookies } = serverConfig();
  return getIronSession<SessionData>(store, sessionOptions(sessionPassword, secureCookies));
}

export async function isSignedIn(): Promise<boolean> {
  return Boolean((await getSession()).token);
}

/**
 * Signs the browser in: the token, user and (for a wallet sign-in only) the proven address go into
 * the sealed cookie, and the header's hint cookie is set. Every sign-in handler ends here.
 */
export async function startSession(data: { token: string; userKey: string; address?: string }): Promise<void> {
  const session = await getSession();
  session.token = data.token;
  session.userKey = data.userKey;
  // A password login proves no wallet: only a wallet sign-in sets the session's address.
  session.address = data.address?.toLowerCase();
  session.signIn = undefined;
  await session.save();
  await setSignedInHint(true);
}

/** Remembers (or, with undefined, forgets) the wallet sign-in this browser started. */
export async function setPendingSignIn(pending: PendingSignIn | undefined): Promise<void> {
  const session = await getSession();
  session.signIn = pending;
  await session.save();
}

/** Signs the browser out: the sealed cookie and the hint go. Every sign-out path ends here. */
export async function endSession(): Promise<void> {
  const session = await getSession();
  session.destroy();
  await setSignedInHint(false);
}

/** Marks (or unmarks) the browser as signed in for the header. */
async function setSignedInHint(signedIn: boolean): Promise<void> {
  const store = await cookies();
  if (signedIn) store.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: SESSION_MAX_AGE_SECONDS, secure: serverConfig().secureCookies });
  else store.delete(SIGNED_IN_HINT_COOKIE);
}
