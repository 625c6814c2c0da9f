import 'server-only';
import { z } from 'zod';
import type { FilmPicture } from '@/lib/drops/types';
import { serverConfig } from '@/lib/config/server';
import { platformRequest } from './index';

/** collections §3; a wallet not on the list is a NotFoundError. */
export const synthiaWhitelistSchema = z.object({ max_amount: z.number().int().positive().max(100) }).transform((r) => ({ maxAmount: r.max_amount }));

export function getSynthiaWhitelist(address: string) {
  return platformRequest(`/synthia/whitelist/${address.toLowerCase()}`, { schema: synthiaWhitelistSchema, fresh: true });
}

/** collections §3 */
export const synthiaSignatureSchema = z
  .object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/), max_amount: z.number().int().min(1).optional() })
  .transform((r) => ({ signature: r.signature as `0x${string}`, maxAmount: r.max_amount ?? null }));

/** collections §7; `maxAmount` is the allocation the signature covers (the contract's mint takes it). */
export function getSynthiaSignature(address: string, amount: number) {
  return platformRequest('/synthia/whitelist/signature', {
    method: 'POST',
    token: serverConfig().synthiaServiceKey,
    body: { wallet_address: address, amount },
    schema: synthiaSignatureSchema,
  });
}

export const synthiaRevealedSchema = z.object({ revealed: z.boolean() });
export const synthiaPrerevealSchema = z.object({ image: z.string().url().max(512), name: z.string().max(128) });

/** collections §7 getRevealedState; each call on its own, so a platform without one still gives the other. */
export function getSynthiaReveal() {
  return Promise.allSettled([
    platformRequest('/synthia/revealed', { schema: synthiaRevealedSchema, tags: ['products'], revalidate: 60 }),
    platformRequest('/synthia/prereveal', { schema: synthiaPrerevealSchema, tags: ['products'], revalidate: 600 }),
  ]).then(([r, p]) => {
    if (r.status === 'rejected' && p.status === 'rejected') throw r.reason;
    return {
      revealed: r.status === 'fulfilled' ? r.value.revealed : false,
      image: p.status === 'fulfilled' ? p.value.image : null,
      name: p.status === 'fulfilled' ? p.value.name : null,
    };
  });
}

export const filmPictureSchema = z.object({ name: z.string().max(128), image: z.string().url().max(512) });

/** collections §7 get{name}PFPMetadata (a declared extension); missing or non-http pictures are left out. */
export async function getFilmPictures(count: number): Promise<FilmPicture[]> {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  const read = await Promise.allSettled(
    ids.map((id) => platformRequest(`/synthia/pfp/${id}`, { schema: filmPictureSchema, tags: ['products'], revalidate: 3600 })),
  );
  return read.flatMap((r, i) => (r.status === 'fulfilled' && /^https?:\/\//i.test(r.value.image) ? [{ id: ids[i], ...r.value }] : []));
}

export const discordTokensSchema = z
  .object({ access_token: z.string().min(1).max(512), expires_at: z.number().int(), refresh_token: z.string().max(512) })
  .transform((r) => ({ accessToken: r.access_token, expiresAt: r.expires_at }));

/** collections §7; code_verifier (PKCE) is an extension field. */
export function exchangeDiscordCode(token: string, input: { code: string; redirectUrl: string; walletAddress: string; codeVerifier: string }) {
  return platformRequest('/discord/verify', {
    method: 'POST',
    token,
    body: { code: input.code, redirect_url: input.redirectUrl, wallet_address: input.walletAddress, code_verifier: input.codeVerifier },
    schema: discordTokensSchema,
  });
}

export const subscriptionSchema = z
  .object({ subscription_start: z.number().int().nonnegative(), expiration_date: z.number().int().nonnegative().nullish() })
  .transform((r) => ({ start: r.subscription_start, expiry: r.expiration_date ?? null }));

/** collections §3 (unix seconds) */
export function getSynthiaSubscription(discordId: string) {
  return platformRequest('/synthia/subscription', { query: { discord_id: discordId }, schema: subscriptionSchema, fresh: true });
}

/** collections §7 answers only "success", so the subscription is read again. */
export async function postSynthiaSubscription(
  token: string,
  input: { discordId: string; walletAddress: string; signature: string; message: string; duration: number },
) {
  await platformRequest('/synthia/subscription', {
    method: 'POST',
    token,
    body: { discord_id: input.discordId, wallet_address: input.walletAddress, signature: input.signature, message: input.message, duration: input.duration },
    schema: z.unknown(),
  });
  return getSynthiaSubscription(input.discordId);
}
