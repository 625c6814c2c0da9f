import 'server-only';
import { sharedRedis } from '@/app/_lib/redis';

/**
 * Wallet sign-in nonces that have been tried once. The session cookie forgets its nonce on use,
 * but an old copy of the cookie still holds it: this server-side record makes "one try per nonce"
 * true whatever cookie is sent. In Redis when REDIS_URL is set (all instances), else in memory.
 */
const TTL_SECONDS = 15 * 60;
const memory = new Map<string, number>();

/** Marks the nonce as tried; false when it already was. */
export async function spendNonce(nonce: string, now = Date.now()): Promise<boolean> {
  const redis = sharedRedis();
  if (redis?.isReady) {
    try {
      return (await redis.set(`drp:siwe:${nonce}`, '1', { NX: true, EX: TTL_SECONDS })) === 'OK';
    } catch {
      // Redis went away: the in-memory record below still refuses a replay to this instance.
    }
  }
  for (const [key, expires] of memory) if (expires <= now) memory.delete(key);
  if (memory.has(nonce)) return false;
  memory.set(nonce, now + TTL_SECONDS * 1000);
  return true;
}
