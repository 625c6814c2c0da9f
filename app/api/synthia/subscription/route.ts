import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { orNull } from '@/app/_lib/not-found';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { getSession } from '@/app/_lib/session/session';
import { unauthorizedEnds, walletSession } from '@/app/_lib/session/wallet-session';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getSynthiaSubscription, postSynthiaSubscription } from '@/lib/platform/synthia';

const NO_STORE = { 'cache-control': 'private, no-store' };

export async function GET(req: Request) {
  const gate = await rateLimit(req, RATE_LIMITS.synthiaRead);
  if (gate.response) return gate.response;
  const session = await getSession();
  if (!session.discord) return NextResponse.json({ subscription: null }, { headers: NO_STORE });
  try {
    return NextResponse.json({ subscription: await orNull(getSynthiaSubscription(session.discord.id)) }, { headers: NO_STORE });
  } catch (err) {
    return errorResponse(err);
  }
}

const body = z
  .object({
    months: z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]),
    message: z.string().regex(/^synthia_(3|6|9|12)_months_\d{10}$/),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  })
  .refine((b) => b.message.startsWith(`synthia_${b.months}_months_`), { message: 'The signed message does not match the months' });

/** Wallet and Discord account come from the session, never from the page. */
export async function POST(req: Request) {
  const input = await readJson(req, body);
  if ('response' in input) return input.response;
  const signedIn = await walletSession();
  const discord = signedIn?.session.discord;
  if (!signedIn || !discord) return jsonError(401, M.loginToSubscribe);
  const gate = await rateLimit(req, RATE_LIMITS.discord, signedIn.userKey);
  if (gate.response) return gate.response;
  try {
    // The platform checks both against the token's user: its wallet and the Discord account linked to it.
    const saved = await postSynthiaSubscription(signedIn.token, {
      discordId: discord.id,
      walletAddress: signedIn.address,
      signature: input.data.signature,
      message: input.data.message,
      duration: input.data.months,
    });
    return NextResponse.json({ subscription: saved }, { headers: NO_STORE });
  } catch (err) {
    return (await unauthorizedEnds(err, M.loginToSubscribe)) ?? errorResponse(err, { default: M.subscribeRetry, passOn: true });
  }
}
