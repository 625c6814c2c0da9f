import 'server-only';
import { storeGet, storeSet } from '@/app/_lib/shared-store';

/** Old cookie copies still hold a spent nonce: this record makes it single-use whatever cookie is sent. */
const TTL_SECONDS = 15 * 60;

export async function spendNonce(nonce: string, now = Date.now()): Promise<boolean> {
  return storeSet(`drp:siwe:${nonce}`, '1', TTL_SECONDS, { onlyIfAbsent: true, now });
}

export async function nonceSpent(nonce: string, now = Date.now()): Promise<boolean> {
  return (await storeGet(`drp:siwe:${nonce}`, now)) !== null;
}
