import 'server-only';
import { storeGet, storeSet } from '@/app/_lib/shared-store';

/**
 * Wallet sign-in nonces that have been used. The session cookie forgets its nonce on use, but an
 * old copy of the cookie still holds it: this server-side record makes "one use per nonce" true
 * whatever cookie is sent. In the shared store (Redis when REDIS_URL is set, else memory).
 */
const TTL_SECONDS = 15 * 60;

/** Marks the nonce as used; false when it already was. */
export async function spendNonce(nonce: string, now = Date.now()): Promise<boolean> {
  return storeSet(`drp:siwe:${nonce}`, '1', TTL_SECONDS, { onlyIfAbsent: true, now });
}

/** Whether the nonce was used already (a wallet's kept nonce is then no longer offered). */
export async function nonceSpent(nonce: string, now = Date.now()): Promise<boolean> {
  return (await storeGet(`drp:siwe:${nonce}`, now)) !== null;
}
