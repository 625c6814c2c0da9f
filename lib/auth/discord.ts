import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// RFC 6749 state, RFC 7636 PKCE S256.
export const DISCORD_LINK_TTL_MS = 10 * 60 * 1000;
/** collections §9 */
export const GUILD_CHECK_TTL_MS = 10 * 60 * 1000;

export const DISCORD_CALLBACK_PATH = '/oauth/verify';

/** collections §7 "current origin"; a forged Host header only picks among the site's own origins. */
export function discordCallbackUrl(host: string | null, siteOrigins: readonly [string, ...string[]]): string {
  const asked = host?.toLowerCase() ?? null;
  const origin = siteOrigins.find((o) => new URL(o).host === asked) ?? siteOrigins[0];
  return `${origin}${DISCORD_CALLBACK_PATH}`;
}

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

export function discordStateValid(pending: { state: string; expiresAt: number } | undefined, state: string, now: number): boolean {
  if (!pending || pending.expiresAt < now) return false;
  const a = Buffer.from(pending.state);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}
