import 'server-only';
import { keySegment } from './keys';
import { tags } from './tags';
import { z } from 'zod';
import { platformRequest } from './index';
import { orEmptyWhenAbsent } from './extensions';
import { assetMetadataSchema, authResultSchema, ownedItemSchema, ownedTokensSchema, pagedSchema, transactionSchema, userSchema } from './schemas';

// platform-core §7 shows no response body for these writes.
const okSchema = z.unknown();

function readBack(key: string, token: string) {
  return platformRequest(`/users/${keySegment(key)}`, { schema: userSchema, token });
}

export function loginWithPassword(email: string, password: string) {
  return platformRequest('/users/login', { method: 'POST', body: { email, password }, schema: authResultSchema });
}

export async function register(input: { firstname: string; lastname: string; username: string; email: string; password: string }): Promise<void> {
  await platformRequest('/users/', { method: 'POST', body: input, schema: okSchema });
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

export const walletNonceSchema = z.object({ nonce_text: z.string().min(1).max(2000) }).transform((r) => r.nonce_text);

export function requestWalletNonce(address: string) {
  return platformRequest('/v2/users/wallet/connect', { method: 'POST', body: { wallet_address: address }, schema: walletNonceSchema });
}

/** platform-core §4, §7 */
export function loginWithWallet(address: string, signature: string) {
  return platformRequest('/v2/users/wallet/login', {
    method: 'POST',
    body: { wallet_address: address, signature },
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
  await platformRequest(`/v2/users/${keySegment(key)}${part}`, { method: 'PUT', token, body: fields, schema: okSchema });
  return readBack(key, token);
}

/** The spec's call takes only the new password: the caller checks the current one with a login. */
export async function changePassword(key: string, token: string, password: string) {
  await platformRequest(`/users/${keySegment(key)}/password`, { method: 'PUT', token, body: { password }, schema: okSchema });
}

export async function changeEmail(key: string, token: string, email: string) {
  await platformRequest(`/users/${keySegment(key)}/email`, { method: 'PUT', token, body: { email }, schema: okSchema });
  return readBack(key, token);
}

export async function uploadProfileImage(key: string, token: string, field: 'avatar' | 'banner', file: Blob, filename: string) {
  const form = new FormData();
  form.set(field, file, filename);
  await platformRequest(`/users/${keySegment(key)}/${field}`, { method: 'PUT', token, body: form, schema: okSchema });
  return readBack(key, token);
}

/** A declared extension: a platform without it lists none. */
export async function listTransactions(key: string, token: string, opts: { currency?: 'USD' | 'ETH'; pageIndex?: number } = {}) {
  return orEmptyWhenAbsent(
    platformRequest(`/users/${keySegment(key)}/transactions`, {
      token,
      query: { currency: opts.currency, pagesize: 20, pageindex: opts.pageIndex ?? 1 },
      schema: pagedSchema(transactionSchema),
    }),
  );
}

export async function getTransaction(id: string, token: string) {
  return platformRequest(`/transactions/${keySegment(id)}`, { token, schema: transactionSchema });
}

/** The spec shows no envelope: a bare array, or one under `items`. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.object({ items: z.array(item) }).transform((r) => r.items)]);

/** platform-core §7; fresh, since a mint changes it. */
export function getOwnedTokens(userKey: string) {
  return platformRequest(`/users/${keySegment(userKey)}/products/owned`, { schema: listOf(ownedTokensSchema), fresh: true });
}

/** platform-core §7 */
export function getOwnedItems(userKey: string) {
  return platformRequest(`/users/${keySegment(userKey)}/item/owned`, { schema: listOf(ownedItemSchema), fresh: true });
}

/** collections §7; fresh, so a token minted a moment ago is not a cached 404. */
export function getAssetMetadata(contract: string, tokenId: string) {
  return platformRequest(`/assets/${contract.toLowerCase()}/${tokenId}`, { schema: assetMetadataSchema, fresh: true });
}
