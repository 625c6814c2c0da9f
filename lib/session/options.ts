import type { EmailProof } from '@/lib/accounts/email-change';
import type { DiscordPending } from '@/lib/auth/discord';
import type { PendingSignIn } from '@/lib/auth/wallet-sign-in';
import type { SessionOptions } from 'iron-session';

export type SessionData = {
  /** No server record, no session. */
  sid?: string;
  token?: string;
  userKey?: string;
  address?: string;
  signIn?: PendingSignIn;
  discordPending?: DiscordPending;
  pendingEmail?: string;
  /** The text this session's wallet was given to sign before a first e-mail address is added. */
  emailProof?: EmailProof;
  /** Its tokens stay in this sealed cookie, never in the page. */
  discord?: { id: string; username: string; expiresAt: number; accessToken: string; inGuild: boolean; checkedAt: number };
};

export const SESSION_COOKIE = 'drop_session';
/** `__Host-`: no subdomain or plain-http page can plant or overwrite it. */
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

/** Readable by scripts so the cached header can show a sign-in; carries nothing secret. */
export const SIGNED_IN_HINT_COOKIE = 'drp_signed_in';
