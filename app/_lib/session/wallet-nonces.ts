import 'server-only';
import { storeDelete, storeGet, storeSet } from '@/app/_lib/shared-store';
import { keepSeconds, parseKeptNonce, reusable, type KeptNonce } from '@/lib/auth/kept-nonce';
import { nonceKey } from '@/lib/auth/wallet-sign-in';
import { nonceSpent } from './spent-nonces';

/** One fetch per wallet at a time: parallel fetches would leave the platform and the store holding different texts. */
const key = (address: string) => `drp:wallet-nonce:${address.toLowerCase()}`;
const lockKey = (address: string) => `drp:wallet-nonce-lock:${address.toLowerCase()}`;
const LOCK_SECONDS = 10;
const WAIT_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readKept(address: string, now: number): Promise<KeptNonce | null> {
  const kept = parseKeptNonce(await storeGet(key(address), now));
  if (!reusable(kept, now) || (await nonceSpent(nonceKey(kept.text), now))) return null;
  return kept;
}

export async function walletNonce(address: string, fetchFresh: () => Promise<string>, now: () => number = Date.now): Promise<string> {
  const deadline = now() + WAIT_MS;
  for (;;) {
    const kept = await readKept(address, now());
    if (kept) {
      await storeSet(key(address), JSON.stringify(kept), keepSeconds(kept, now()), { now: now() });
      return kept.text;
    }
    if ((await storeSet(lockKey(address), '1', LOCK_SECONDS, { onlyIfAbsent: true, now: now() })) || now() > deadline) break;
    // Another request is fetching this wallet's nonce: offer the one it gets.
    await sleep(100);
  }
  try {
    const text = await fetchFresh();
    const fresh: KeptNonce = { text, issuedAt: now() };
    await storeSet(key(address), JSON.stringify(fresh), keepSeconds(fresh, now()), { now: now() });
    return text;
  } finally {
    await storeDelete(lockKey(address));
  }
}

export async function forgetWalletNonce(address: string): Promise<void> {
  await storeDelete(key(address));
}
