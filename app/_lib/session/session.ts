import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { serverConfig } from '@/lib/config/server';
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

/** Marks (or unmarks) the browser as signed in for the header; call beside session.save()/destroy(). */
export async function setSignedInHint(signedIn: boolean): Promise<void> {
  const store = await cookies();
  if (signedIn) store.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: SESSION_MAX_AGE_SECONDS, secure: serverConfig().secureCookies });
  else store.delete(SIGNED_IN_HINT_COOKIE);
}
