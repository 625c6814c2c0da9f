import { createHash, randomBytes } from 'node:crypto';
import { isAddress } from 'viem';
import type { Db } from '../../db/db';
import { HttpError, type Router } from '../http';
import { requireUser } from './users';

/** The Discord application the sandbox's stand-in knows (the site's sandbox defaults). */
export const SANDBOX_DISCORD = { clientId: 'sandbox-discord-client', clientSecret: 'sandbox-discord-secret', guildId: '900000000000000001' } as const;
/** The Discord account the stand-in signs in (a member of the guild). */
export const SANDBOX_DISCORD_USER = { id: '100000000000000001', username: 'casey.collector' } as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64url = (b: Buffer) => b.toString('base64url');

type Grant = { redirectUri: string; challenge: string; expires: number };
type Token = { userId: string; expires: number };

/**
 * A Discord stand-in, reached by URL as production Discord is (collections §7, platform-core §7:
 * an authorization link with the identify and guilds scopes): an authorize page a test clicks
 * through, the token endpoint (client secret, PKCE), /users/@me and /users/@me/guilds. And the
 * platform's exchange (POST /discord/verify): it trades the code with its client secret and
 * remembers the Discord id of the wallet's user.
 */
export function discordRoutes(router: Router, db: Db) {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();

  /** The token endpoint's work (also the platform's, in-process: the stand-in answers one request at a time). */
  function exchange(form: URLSearchParams) {
    const grant = grants.get(form.get('code') ?? '');
    if (form.get('client_id') !== SANDBOX_DISCORD.clientId || form.get('client_secret') !== SANDBOX_DISCORD.clientSecret)
      throw new HttpError(401, 'invalid_client');
    if (!grant || grant.expires < Date.now() || grant.redirectUri !== form.get('redirect_uri')) throw new HttpError(400, 'invalid_grant');
    const verifier = form.get('code_verifier') ?? '';
    if (b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge) throw new HttpError(400, 'invalid_grant');
    grants.delete(form.get('code')!);
    const access = b64url(randomBytes(24));
    tokens.set(access, { userId: SANDBOX_DISCORD_USER.id, expires: Date.now() + 7 * 86_400_000 });
    return { access_token: access, token_type: 'Bearer', expires_in: 7 * 86_400, refresh_token: b64url(randomBytes(24)), scope: 'identify guilds' };
  }
  function tokenOf(authorization: string | undefined) {
    const token = tokens.get((authorization ?? '').replace(/^Bearer /, ''));
    if (!token || token.expires < Date.now()) throw new HttpError(401, 'Unauthorized');
    return token;
  }
  const guilds = () => [{ id: SANDBOX_DISCORD.guildId, name: 'DRP' }];

  router
    .on('GET', '/discord/oauth2/authorize', async ({ query, res }) => {
      const clientId = query.get('client_id');
      const redirect = query.get('redirect_uri') ?? '';
      const state = query.get('state') ?? '';
      const challenge = query.get('code_challenge') ?? '';
      if (clientId !== SANDBOX_DISCORD.clientId || !/^https?:\/\//.test(redirect) || query.get('response_type') !== 'code')
        throw new HttpError(400, 'Invalid OAuth2 request');
      const scopes = (query.get('scope') ?? '').split(' ');
      if (!scopes.includes('identify') || !scopes.includes('guilds')) throw new HttpError(400, 'The identify and guilds scopes are required');
      if (query.get('code_challenge_method') !== 'S256' || !challenge) throw new HttpError(400, 'PKCE (S256) is required');
      const code = b64url(randomBytes(18));
      grants.set(code, { redirectUri: redirect, challenge, expires: Date.now() + 10 * 60_000 });
      const target = `${redirect}${redirect.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Authorize DRP</title><h1>DRP wants to access your account</h1><p>Signed in as ${escape(SANDBOX_DISCORD_USER.username)}. Scopes: identify, guilds.</p><a href="${escape(target)}">Authorize</a>`,
      );
      return undefined;
    })
    .on('POST', '/discord/api/oauth2/token', async ({ body }) => exchange(new URLSearchParams(body.toString('utf8'))))
    .on('GET', '/discord/api/users/@me', async ({ req }) => ({ id: tokenOf(req.headers.authorization).userId, username: SANDBOX_DISCORD_USER.username }))
    .on('GET', '/discord/api/users/@me/guilds', async ({ req }) => (tokenOf(req.headers.authorization), guilds()))
    // The platform's exchange (collections §7): the code, the redirect URL and the wallet address in; the Discord tokens out.
    .on('POST', '/discord/verify', async (ctx) => {
      // The Discord account joins the token's user: naming someone else's wallet links nothing.
      const user = await requireUser(db, ctx);
      const { code, redirect_url, wallet_address, code_verifier } = ctx.json as Record<string, unknown>;
      if (typeof code !== 'string' || typeof redirect_url !== 'string' || typeof code_verifier !== 'string')
        throw new HttpError(400, 'code, redirect_url and code_verifier are required');
      if (typeof wallet_address !== 'string' || !isAddress(wallet_address, { strict: false })) throw new HttpError(400, 'A wallet_address is required');
      if (!user.wallet_address || String(user.wallet_address).toLowerCase() !== wallet_address.toLowerCase())
        throw new HttpError(403, 'wallet_address is not the signed-in wallet');
      const t = exchange(
        new URLSearchParams({
          client_id: SANDBOX_DISCORD.clientId,
          client_secret: SANDBOX_DISCORD.clientSecret,
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirect_url,
          code_verifier,
        }),
      );
      const me = { id: tokenOf(`Bearer ${t.access_token}`).userId, username: SANDBOX_DISCORD_USER.username };
      await db.query('UPDATE users SET discord_id = $1 WHERE key = $2', [me.id, user.key]);
      return {
        access_token: t.access_token,
        expires_at: Math.floor(Date.now() / 1000) + t.expires_in,
        refresh_token: t.refresh_token,
      };
    });
}
