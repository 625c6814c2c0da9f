import 'server-only';
import { z } from 'zod';
import { serverConfig } from '@/lib/config/server';
import { platformRequest } from './index';

/** A wallet's whitelist record (collections §3): its max amount. A wallet not on it is a NotFoundError. */
export function getSynthiaWhitelist(address: string) {
  return platformRequest(`/synthia/whitelist/${address.toLowerCase()}`, {
    schema: z.object({ max_amount: z.number().int().positive().max(100) }).transform((r) => ({ maxAmount: r.max_amount })),
    fresh: true,
  });
}

/**
 * The platform's whitelist signature for `amount` keys (collections §7: POST /synthia/whitelist/signature),
 * asked with the platform's service key, which stays on this server.
 */
export function getSynthiaSignature(address: string, amount: number) {
  return platformRequest('/synthia/whitelist/signature', {
    method: 'POST',
    token: serverConfig().synthiaServiceKey,
    body: { wallet_address: address, amount },
    schema: z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/), max_amount: z.number().int().positive() }).transform((r) => ({ signature: r.signature as `0x${string}`, maxAmount: r.max_amount })),
  });
}

/** Whether the collection is revealed (collections §7: getRevealedState) and its pre-reveal picture. */
export function getSynthiaReveal() {
  return Promise.all([
    platformRequest('/synthia/revealed', { schema: z.object({ revealed: z.boolean() }), tags: ['products'], revalidate: 60 }),
    platformRequest('/synthia/prereveal', { schema: z.object({ image: z.string().url().max(512), name: z.string().max(128) }), tags: ['products'], revalidate: 600 }),
  ]).then(([r, p]) => ({ revealed: r.revealed, image: p.image, name: p.name }));
}

/** The platform's Discord exchange (collections §7): the code, the redirect URL, the wallet address (and our PKCE verifier) in; the Discord account out. */
export function verifyDiscord(input: { code: string; redirectUrl: string; walletAddress: string; codeVerifier: string }) {
  return platformRequest('/discord/verify', {
    method: 'POST',
    body: { code: input.code, redirect_url: input.redirectUrl, wallet_address: input.walletAddress, code_verifier: input.codeVerifier },
    schema: z
      .object({ access_token: z.string().min(1).max(512), expires_at: z.number().int(), refresh_token: z.string().max(512), discord_id: z.string().regex(/^\d{5,25}$/), username: z.string().max(64), in_guild: z.boolean() })
      .transform((r) => ({ accessToken: r.access_token, expiresAt: r.expires_at, id: r.discord_id, username: r.username, inGuild: r.in_guild })),
  });
}

/** The guild check again with the stored token (kept 10 minutes by the caller). */
export function discordMember(accessToken: string) {
  return platformRequest('/discord/member', { token: accessToken, schema: z.object({ in_guild: z.boolean() }).transform((r) => r.in_guild) });
}

const subscriptionSchema = z
  .object({ subscription_start: z.number().int().nonnegative(), expiration_date: z.number().int().nonnegative().nullish() })
  .transform((r) => ({ start: r.subscription_start, expiry: r.expiration_date ?? null }));

/** The Discord account's subscription (collections §3: subscription_start and expiration_date, unix seconds); null when there is none. */
export function getSynthiaSubscription(discordId: string) {
  return platformRequest('/synthia/subscription', { query: { discord_id: discordId }, schema: subscriptionSchema, fresh: true });
}

/** A subscription or its extension (collections §7: discord_id, wallet_address, signature, message, duration). */
export function postSynthiaSubscription(input: { discordId: string; walletAddress: string; signature: string; message: string; duration: number }) {
  return platformRequest('/synthia/subscription', {
    method: 'POST',
    body: { discord_id: input.discordId, wallet_address: input.walletAddress, signature: input.signature, message: input.message, duration: input.duration },
    schema: subscriptionSchema,
  });
}
