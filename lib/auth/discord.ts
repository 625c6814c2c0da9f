import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The Discord link's OAuth pieces (RFC 6749 state, RFC 7636 PKCE S256), pure: a fresh state and
 * verifier, the authorization URL with the identify and guilds scopes, and the state check (one
 * use, 10 minutes, compared in constant time).
 */
export const DISCORD_LINK_TTL_MS = 10 * 60 * 1000;
/** The guild check's answer is kept this long (collections §9). */
export const GUILD_CHECK_TTL_MS = 10 * 60 * 1000;

/** The callback page's path (collections §7's Discord callback). */
export const DISCORD_CALLBACK_PATH = '/oauth/verify';

/**
 * The link's redirect URL: the callback on the origin the visitor is on (collections §7: "current
 * origin and path"), when the request's host is one of the site's origins; else the site URL's (a
 * forged Host header only ever picks among the site's own). The first origin is the site URL's.
 */
export function discordCallbackUrl(host: string | null, siteOrigins: readonly [string, ...string[]]): string {
  const asked = host?.toLowerCase() ?? null;
  const origin = siteOrigins.find((o) => new URL(o).host === asked) ?? siteOrigins[0];
  return `${origin}${DISCORD_CALLBACK_PATH}`;
}

/** A link in progress, kept in the browser's session: the state, the PKCE verifier and the redirect URL the code is bound to. */
export type DiscordPending = { state: string; verifier: string; expiresAt: number; redirectUri: string };

export function newDiscordPending(now: number, redirectUri: string): DiscordPending {
  return { state: randomBytes(18).toString('base64url'), verifier: randomBytes(32).toString('base64url'), expiresAt: now + DISCORD_LINK_TTL_MS, redirectUri };
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function discordAuthorizeUrl(base: string, p: { clientId: string; redirectUri: string; state: string; verifier: string }): string {
  const url = new URL(base);
  url.search = new URLSearchParams({
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    response_type: 'code',
    scope: 'identify guilds',
    state: p.state,
    code_challenge: pkceChallenge(p.verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
  }).toString();
  return url.toString();
}

/** Whether the callback's state is the one this browser's session issued, unexpired. */
export function discordStateValid(pending: { state: string; expiresAt: number } | undefined, state: string, now: number): boolean {
  if (!pending || pending.expiresAt < now) return false;
  const a = Buffer.from(pending.state);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}
