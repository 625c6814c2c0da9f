import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { getSession } from '@/app/_lib/session/session';
import { unauthorizedEnds, walletSession } from '@/app/_lib/session/wallet-session';
import { discordStateValid } from '@/lib/auth/discord';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { discordIdentity, discordInGuild } from '@/lib/discord/api';
import { exchangeDiscordCode } from '@/lib/platform/synthia';

const body = z.object({ code: z.string().min(1).max(512), state: z.string().min(1).max(128) });

/** Exchanged by the platform (its client secret) only once this session's state matches (one use, 10 minutes); tokens stay in the sealed session. */
export async function POST(req: Request) {
  const input = await readJson(req, body);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.discord);
  if (gate.response) return gate.response;
  const session = await getSession();
  const pending = session.discordPending;
  const valid = discordStateValid(pending, input.data.state, Date.now());
  session.discordPending = undefined;
  await session.save();
  const signedIn = valid && pending ? await walletSession() : null;
  if (!signedIn || !pending) return jsonError(400, M.discordFailed);
  try {
    // The platform links the Discord account to the token's user, whose wallet this must be.
    const tokens = await exchangeDiscordCode(signedIn.token, {
      code: input.data.code,
      // A code is bound to the redirect URL it was issued for.
      redirectUrl: pending.redirectUri,
      walletAddress: signedIn.address,
      codeVerifier: pending.verifier,
    });
    const [me, inGuild] = await Promise.all([discordIdentity(tokens.accessToken), discordInGuild(tokens.accessToken)]);
    const linked = { ...tokens, id: me.id, username: me.username, inGuild };
    signedIn.session.discord = { ...linked, checkedAt: Date.now() };
    await signedIn.session.save();
    return NextResponse.json(
      { discord: { id: linked.id, username: linked.username, expiresAt: linked.expiresAt, inGuild: linked.inGuild } },
      { headers: { 'cache-control': 'private, no-store' } },
    );
  } catch (err) {
    return (await unauthorizedEnds(err, M.discordFailed)) ?? errorResponse(err, { default: M.discordFailed });
  }
}
