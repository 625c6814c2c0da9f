import type { SessionOptions } from 'iron-session';

/** What the sealed session cookie holds; the browser never sees the token. */
export type SessionData = {
  token?: string;
  userKey?: string;
  address?: string;
};

export const SESSION_COOKIE = 'drop_session';
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function sessionOptions(password: string, secure: boolean): SessionOptions {
  return {
    password,
    cookieName: SESSION_COOKIE,
    ttl: SESSION_MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}
