import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { serverConfig } from '@/lib/config/server';
import type { PendingSignIn } from '@/lib/auth/wallet-sign-in';
import { SESSION_MAX_AGE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionOptions, type SessionData } from '@/lib/session/options';
import { logout } from '@/lib/platform/users';
import { createSessionRecord, dropSessionRecord, sessionRecordStands } from './records';

/** Requests signed in by a cookie whose session has ended, with the token it held. */
const ended = new WeakMap<object, string>();

function clear(session: SessionData) {
  for (const key of Object.keys(session) as Array<keyof SessionData>) delete session[key];
}

/** A cookie counts only while its server record stands (records.ts). */
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

export function sessionEnded(session: object): boolean {
  return ended.has(session);
}

export async function isSignedIn(): Promise<boolean> {
  return Boolean((await getSession()).token);
}

/** Every sign-in starts from an empty session under a new record (ASVS V3.2.1). */
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

export async function setPendingSignIn(pending: PendingSignIn | undefined): Promise<void> {
  const session = await getSession();
  session.signIn = pending;
  await session.save();
}

export async function endSession({ platformLogout = true } = {}): Promise<void> {
  const session = await getSession();
  const token = session.token ?? ended.get(session);
  // A platform that cannot be reached does not keep the visitor signed in here.
  if (platformLogout && token) await logout(token).catch(() => undefined);
  await dropSessionRecord(session.sid);
  session.destroy();
  await setSignedInHint(false);
}

async function setSignedInHint(signedIn: boolean): Promise<void> {
  const store = await cookies();
  if (signedIn) store.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: SESSION_MAX_AGE_SECONDS, secure: serverConfig().secureCookies });
  else store.delete(SIGNED_IN_HINT_COOKIE);
}
