import { NextResponse } from 'next/server';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { getSession } from '@/app/_lib/session/session';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { discordAuthorizeUrl, discordCallbackUrl, newDiscordPending } from '@/lib/auth/discord';
import { publicConfig } from '@/lib/config/public';
import { serverConfig } from '@/lib/config/server';

/**
 * GET (a navigation, in the popup): starts a Discord link for the signed-in wallet — a fresh state
 * and PKCE verifier kept in this browser's session — and sends the browser to Discord's
 * authorization page. Without a wallet sign-in, to the callback page with the error.
 */
export async function GET(req: Request) {
  const gate = await rateLimit(req, RATE_LIMITS.discord);
  if (gate.response) return gate.response;
  const session = await getSession();
  // Back to the origin the visitor is on, if it is one of the site's (its session cookie is there).
  const callback = discordCallbackUrl(req.headers.get('host'), [new URL(publicConfig.siteUrl).origin, ...serverConfig().siteOrigins]);
  if (!session.token || !session.address) return NextResponse.redirect(`${callback}?error=login`, { headers: { 'cache-control': 'no-store' } });
  const pending = newDiscordPending(Date.now(), callback);
  session.discordPending = pending;
  await session.save();
  const { clientId, authorizeUrl } = serverConfig().discord;
  return NextResponse.redirect(discordAuthorizeUrl(authorizeUrl, { clientId, redirectUri: callback, state: pending.state, verifier: pending.verifier }), {
    headers: { 'cache-control': 'no-store' },
  });
}
