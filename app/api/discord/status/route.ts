import { NextResponse } from 'next/server';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { walletSession } from '@/app/_lib/session/wallet-session';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { GUILD_CHECK_TTL_MS } from '@/lib/auth/discord';
import { discordInGuild } from '@/lib/discord/api';

/** The guild check is asked again once 10 minutes old; an expired link asks the page to re-authenticate. */
export async function GET(req: Request) {
  const gate = await rateLimit(req, RATE_LIMITS.synthiaRead);
  if (gate.response) return gate.response;
  // A link lives in a wallet session the platform still accepts.
  const session = (await walletSession())?.session;
  const d = session?.discord;
  if (!session || !d) return NextResponse.json({ discord: null }, { headers: { 'cache-control': 'private, no-store' } });
  if (Date.now() - d.checkedAt > GUILD_CHECK_TTL_MS && d.expiresAt * 1000 > Date.now()) {
    const inGuild = await discordInGuild(d.accessToken).catch(() => d.inGuild);
    session.discord = { ...d, inGuild, checkedAt: Date.now() };
    await session.save();
  }
  const now = session.discord!;
  return NextResponse.json(
    { discord: { id: now.id, username: now.username, expiresAt: now.expiresAt, inGuild: now.inGuild } },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
