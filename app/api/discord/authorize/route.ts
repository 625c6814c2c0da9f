import { NextResponse } from 'next/server';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { walletSession } from '@/app/_lib/session/wallet-session';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { discordAuthorizeUrl, discordCallbackUrl, newDiscordPending } from '@/lib/auth/discord';
import { publicConfig } from '@/lib/config/public';
import { serverConfig } from '@/lib/config/server';

/** Opened in the popup: a fresh state and PKCE verifier go into this browser's session. */
export async function GET(req: Request) {
  const gate = await rateLimit(req, RATE_LIMITS.discord);
  if (gate.response) return gate.response;
  // The visitor's own origin when it is one of the site's (its session cookie is there).
  const callback = discordCallbackUrl(req.headers.get('host'), [new URL(publicConfig.siteUrl).origin, ...serverConfig().siteOrigins]);
  const signedIn = await walletSession();
  if (!signedIn) return NextResponse.redirect(`${callback}?error=login`, { headers: { 'cache-control': 'no-store' } });
  const pending = newDiscordPending(Date.now(), callback);
  signedIn.session.discordPending = pending;
  await signedIn.session.save();
  const { clientId, authorizeUrl } = serverConfig().discord;
  return NextResponse.redirect(discordAuthorizeUrl(authorizeUrl, { clientId, redirectUri: callback, state: pending.state, verifier: pending.verifier }), {
    headers: { 'cache-control': 'no-store' },
  });
}
