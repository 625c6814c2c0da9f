import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { serverConfig } from '@/lib/config/server';
import type { PendingSignIn } from '@/lib/auth/wallet-sign-in';
import { SESSION_MAX_AGE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionOptions, type SessionData } from '@/lib/session/options';
import { logout } from '@/lib/platform/users';
import { createSessionRecord, dropSessionRecord, sessionRecordStands } from './records';

/** Sessions this request found signed in by a cookie the server no longer stands by, with the token it held. */
const ended = new WeakMap<object, string>();

function clear(session: SessionData) {
  for (const key of Object.keys(session) as Array<keyof SessionData>) delete session[key];
}

/**
 * The request's session (read in route handlers and in pages that are per-user anyway). A signed-in
 * cookie counts only while the server's record of it stands (records.ts): after a logout, an
 * expired token, a new sign-in or the lifetimes, any copy of the cookie reads as signed out.
 */
export async function getSession() {
  // cookies() first: it marks the route as per-request before any configuration is read.
  const store = await cookies();
  const { sessionPassword, secureCookies } = serverConfig();
  const session = await getIronSession<SessionData>(store, sessionOptions(sessionPassword, secureCookies));
  if (session.token && !(await sessionRecordStands(session.sid, session.userKey))) {
    ended.set(session, session.token);
    clear(session);
  }
  return session;
}

/** Whether the request came signed in by a cookie whose session has ended (pages send it to /session-expired). */
export function sessionEnded(session: object): boolean {
  return ended.has(session);
}

export async function isSignedIn(): Promise<boolean> {
  return Boolean((await getSession()).token);
}

/**
 * Signs the browser in: the token, user and (for a wallet sign-in only) the proven address go into
 * the sealed cookie, and the header's hint cookie is set. Every sign-in handler ends here. Every
 * sign-in starts from an empty session under a new record (ASVS V3.2.1): the earlier session's
 * record goes, and nothing of it (a Discord link and its token) carries over.
 */
export async function startSession(data: { token: string; userKey: string; address?: string; email?: string | null }): Promise<void> {
  const session = await getSession();
  await dropSessionRecord(session.sid);
  clear(session);
  session.sid = await createSessionRecord(data.userKey, Date.now(), data.email);
  session.token = data.token;
  session.userKey = data.userKey;
  // A password login proves no wallet: only a wallet sign-in sets the session's address.
  session.address = data.address?.toLowerCase();
  await session.save();
  await setSignedInHint(true);
}

/** Remembers (or, with undefined, forgets) the wallet sign-in this browser started. */
export async function setPendingSignIn(pending: PendingSignIn | undefined): Promise<void> {
  const session = await getSession();
  session.signIn = pending;
  await session.save();
}

/**
 * Signs the browser out: the platform's session (unless the platform already refused the token),
 * the server's record, the sealed cookie and the hint go. Every sign-out path ends here.
 */
export async function endSession({ platformLogout = true } = {}): Promise<void> {
  const session = await getSession();
  const token = session.token ?? ended.get(session);
  // A platform that cannot be reached does not keep the visitor signed in here.
  if (platformLogout && token) await logout(token).catch(() => undefined);
  await dropSessionRecord(session.sid);
  session.destroy();
  await setSignedInHint(false);
}

/** Marks (or unmarks) the browser as signed in for the header. */
async function setSignedInHint(signedIn: boolean): Promise<void> {
  const store = await cookies();
  if (signedIn) store.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: SESSION_MAX_AGE_SECONDS, secure: serverConfig().secureCookies });
  else store.delete(SIGNED_IN_HINT_COOKIE);
}
