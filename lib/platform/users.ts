import 'server-only';
import { z } from 'zod';
import { platformRequest } from './index';
import { authResultSchema, userSchema } from './schemas';

const okSchema = z.unknown();

export function loginWithPassword(email: string, password: string) {
  return platformRequest('/users/login', { method: 'POST', body: { email, password }, schema: authResultSchema });
}

export function requestWalletNonce(address: string) {
  return platformRequest('/v2/users/wallet/connect', {
    method: 'POST',
    body: { wallet_address: address },
    schema: z.object({ nonce_text: z.string() }).transform((r) => r.nonce_text),
  });
}

export function loginWithWallet(address: string, signature: string) {
  return platformRequest('/v2/users/wallet/login', {
    method: 'POST',
    body: { wallet_address: address, signature },
    schema: authResultSchema,
  });
}

export function getUser(key: string, token?: string | null) {
  return platformRequest(`/users/${encodeURIComponent(key)}`, { schema: userSchema, token, tags: [`user:${key}`] });
}

export function logout(token: string) {
  return platformRequest('/users/logout', { method: 'POST', token, schema: okSchema });
}
