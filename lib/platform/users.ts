import 'server-only';
import { keySegment } from './keys';
import { tags } from './tags';
import { z } from 'zod';
import { platformRequest } from './index';
import { assetMetadataSchema, authResultSchema, ownedItemSchema, ownedTokensSchema, pagedSchema, transactionSchema, userSchema } from './schemas';

const okSchema = z.unknown();
const userResultSchema = z.object({ user: userSchema }).transform((r) => r.user);

export function loginWithPassword(email: string, password: string) {
  return platformRequest('/users/login', { method: 'POST', body: { email, password }, schema: authResultSchema });
}

export function register(input: { firstname: string; lastname: string; username: string; email: string; password: string }) {
  return platformRequest('/users/', { method: 'POST', body: input, schema: userResultSchema });
}

export function forgotPassword(email: string) {
  return platformRequest('/users/forgotpassword', { method: 'PUT', body: { email }, schema: okSchema });
}

export function resetPassword(email: string, code: string, password: string) {
  return platformRequest('/users/resetpassword', { method: 'PUT', body: { email, code, password }, schema: okSchema });
}

export function sendVerificationEmail(email: string) {
  return platformRequest('/email/verify', { method: 'POST', body: { email }, schema: okSchema });
}

export function verifyEmail(email: string, code: string) {
  return platformRequest('/users/verify/email', { method: 'POST', query: { email, code }, schema: okSchema });
}

export function requestWalletNonce(address: string) {
  return platformRequest('/v2/users/wallet/connect', {
    method: 'POST',
    body: { wallet_address: address },
    schema: z.object({ nonce_text: z.string() }).transform((r) => r.nonce_text),
  });
}

/**
 * Logs in with a signature of the platform's nonce. `message` is the EIP-4361 text that carried
 * the nonce (docs/decisions.md: the platform checks the signature over it and that it holds its nonce).
 */
export function loginWithWallet(address: string, signature: string, message: string) {
  return platformRequest('/v2/users/wallet/login', {
    method: 'POST',
    body: { wallet_address: address, signature, message },
    schema: authResultSchema,
  });
}

export async function getUser(key: string, token?: string | null) {
  return platformRequest(`/users/${keySegment(key)}`, { schema: userSchema, token, tags: [tags.user(key)], revalidate: 30 });
}

export function logout(token: string) {
  return platformRequest('/users/logout', { method: 'POST', token, schema: okSchema });
}

export type ProfilePart = '' | '/basic' | '/socials';

export async function updateProfile(key: string, token: string, part: ProfilePart, fields: Record<string, string>) {
  return platformRequest(`/v2/users/${keySegment(key)}${part}`, { method: 'PUT', token, body: fields, schema: userResultSchema });
}

export async function changePassword(key: string, token: string, currentPassword: string, password: string) {
  return platformRequest(`/users/${keySegment(key)}/password`, {
    method: 'PUT',
    token,
    body: { current_password: currentPassword, password },
    schema: okSchema,
  });
}

export async function changeEmail(key: string, token: string, email: string) {
  return platformRequest(`/users/${keySegment(key)}/email`, { method: 'PUT', token, body: { email }, schema: userResultSchema });
}

export async function uploadProfileImage(key: string, token: string, field: 'avatar' | 'banner', file: Blob, filename: string) {
  const form = new FormData();
  form.set(field, file, filename);
  return platformRequest(`/users/${keySegment(key)}/${field}`, { method: 'PUT', token, body: form, schema: userResultSchema });
}

export async function listTransactions(key: string, token: string, opts: { currency?: 'USD' | 'ETH'; pageIndex?: number } = {}) {
  return platformRequest(`/users/${keySegment(key)}/transactions`, {
    token,
    query: { currency: opts.currency, pagesize: 20, pageindex: opts.pageIndex ?? 1 },
    schema: pagedSchema(transactionSchema),
  });
}

export async function getTransaction(id: string, token: string) {
  return platformRequest(`/transactions/${keySegment(id)}`, { token, schema: transactionSchema });
}

/** The tokens a user's wallet holds in the platform's collections (platform-core §7), read fresh: a mint changes it. */
export function getOwnedTokens(userKey: string) {
  return platformRequest(`/users/${keySegment(userKey)}/products/owned`, { schema: z.object({ items: z.array(ownedTokensSchema) }).transform((r) => r.items), fresh: true });
}

/** The drop items a user owns on the platform's books (platform-core §7), newest first. */
export function getOwnedItems(userKey: string) {
  return platformRequest(`/users/${keySegment(userKey)}/item/owned`, { schema: z.object({ items: z.array(ownedItemSchema) }).transform((r) => r.items), fresh: true });
}

/**
 * An NFT's metadata by contract and token id (collections §7); callers pass a checked address and a
 * decimal id. Read fresh: the detail page is per-request anyway, and a token minted a moment ago
 * must not be a cached 404.
 */
export function getAssetMetadata(contract: string, tokenId: string) {
  return platformRequest(`/assets/${contract.toLowerCase()}/${tokenId}`, { schema: assetMetadataSchema, fresh: true });
}
