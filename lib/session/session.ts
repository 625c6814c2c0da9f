import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { serverConfig } from '@/lib/config/server';
import { sessionOptions, type SessionData } from './options';

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
