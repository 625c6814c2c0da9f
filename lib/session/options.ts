import type { DiscordPending } from '@/lib/auth/discord';
import type { PendingSignIn } from '@/lib/auth/wallet-sign-in';
import type { SessionOptions } from 'iron-session';

/** What the sealed session cookie holds; the browser never sees the token. */
export type SessionData = {
  /** The id of the server's record of this sign-in (issue 29): no record, no session. */
  sid?: string;
  token?: string;
  userKey?: string;
  address?: string;
  /** A wallet sign-in this browser started (nonce route) and has not finished (login route). */
  signIn?: PendingSignIn;
  /** A Discord link this browser started (state and PKCE verifier, collections §7), until its callback. */
  discordPending?: DiscordPending;
  /** A new e-mail address this session asked for, waiting for its mailed code (issue 44). */
  pendingEmail?: string;
  /** The linked Discord account; its tokens stay in this sealed cookie, never in the page. */
  discord?: { id: string; username: string; expiresAt: number; accessToken: string; inGuild: boolean; checkedAt: number };
};

export const SESSION_COOKIE = 'drop_session';
/**
 * In production the cookie is `__Host-` prefixed: the browser then takes it only with Secure,
 * Path=/ and no Domain, so no subdomain (or plain-http page) can plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function sessionOptions(password: string, secure: boolean): SessionOptions {
  return {
    password,
    cookieName: sessionCookieName(secure),
    ttl: SESSION_MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/**
 * A non-secret hint cookie ("1") readable by page scripts, so the cached, cookie-free header can
 * show that someone is signed in. It carries nothing: the sealed session cookie stays the truth.
 */
export const SIGNED_IN_HINT_COOKIE = 'drp_signed_in';
