import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/app/_lib/redis';
import {
  CEILING_PACE_MAX_SECONDS,
  CEILING_TYPO_SECONDS,
  MAILS_PER_ADDRESS,
  TOO_MANY_ATTEMPTS,
  ceilingPaceSeconds,
  type RateRule,
  type Window,
} from '@/lib/http/rate-limits';
import { clientIp } from './client-ip';
import { jsonError } from './json';

/** Counters in Redis with REDIS_URL (an in-memory insurance limiter while it fails), else in memory. */
const LIMITERS = Symbol.for('drp.rate-limiters');
const store = ((globalThis as { [LIMITERS]?: Map<string, RateLimiterAbstract> })[LIMITERS] ??= new Map());

function limiterFor(key: string, window: Window): RateLimiterAbstract {
  let limiter = store.get(key);
  if (!limiter) {
    const options = { keyPrefix: `drp:rl:${key}`, points: window.points, duration: window.seconds };
    const redis = sharedRedis();
    limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    store.set(key, limiter);
  }
  return limiter;
}

export type RateGate = {
  response: Response | null;
  failed(): Promise<void>;
  /** Gives the point back (failure-counting rules) and clears the account's count. */
  succeeded(): Promise<void>;
};

function tooMany(msBeforeNext: number): Response {
  const response = jsonError(429, TOO_MANY_ATTEMPTS);
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return response;
}

/** Charged atomically before the platform call, so parallel requests cannot all pass; call after validating the body. */
export async function rateLimit(req: Request, rule: RateRule, account?: string, points = 1): Promise<RateGate> {
  const address = clientIp(req);
  const ip: [RateLimiterAbstract, string] = [limiterFor(`${rule.name}:ip`, rule.ip), address];
  const accountName = account?.trim().toLowerCase();
  const accountCounter: [RateLimiterAbstract, string] | null =
    rule.account && accountName
      ? [limiterFor(`${rule.name}:account`, rule.account), rule.accountKey === 'account+address' ? `${accountName}|${address}` : accountName]
      : null;
  const ceiling: [RateLimiterAbstract, string] | null = rule.ceiling && accountName ? [limiterFor(`${rule.name}:ceiling`, rule.ceiling), accountName] : null;

  if (ceiling && accountCounter) {
    const wait = await ceilingPace(rule.name, ceiling, accountCounter);
    if (wait > 0) {
      const none = async () => undefined;
      return { response: tooMany(wait), failed: none, succeeded: none };
    }
  }
  const counters = [ip, ...(accountCounter ? [accountCounter] : []), ...(ceiling ? [ceiling] : [])];

  let wait = 0;
  for (const [limiter, key] of counters) {
    try {
      await limiter.consume(key, points);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // The ceiling only ever spaces out clients already counted (above): it is not a lock.
      if (limiter !== ceiling?.[0]) wait = Math.max(wait, err.msBeforeNext);
    }
  }
  const none = async () => undefined;
  if (wait > 0) return { response: tooMany(wait), failed: none, succeeded: none };
  if (rule.counts === 'attempts') return { response: null, failed: none, succeeded: none };
  return {
    response: null,
    failed: none,
    succeeded: async () => {
      await ip[0].reward(ip[1], 1);
      if (accountCounter) await accountCounter[0].delete(accountCounter[1]);
      if (ceiling) await ceiling[0].delete(ceiling[1]);
    },
  };
}

/**
 * Past the account's ceiling a counted client's tries are spaced out, never stopped for the ceiling's
 * hour: a client with one failure (the owner's typo) waits seconds; the others share one slot for the
 * account, whose wait doubles with every try past the ceiling. The ms still to wait, or 0.
 */
async function ceilingPace(name: string, ceiling: [RateLimiterAbstract, string], mine: [RateLimiterAbstract, string]): Promise<number> {
  const all = await ceiling[0].get(ceiling[1]);
  if (!all || all.consumedPoints < ceiling[0].points) return 0;
  const own = (await mine[0].get(mine[1]))?.consumedPoints ?? 0;
  if (own === 0) return 0;
  const [key, seconds] = own === 1 ? [mine[1], CEILING_TYPO_SECONDS] : [ceiling[1], ceilingPaceSeconds(all.consumedPoints - ceiling[0].points)];
  try {
    // The window opens at this try and lasts the pace: a second try inside it is refused.
    await limiterFor(`${name}:pace`, { points: 1, seconds: CEILING_PACE_MAX_SECONDS }).consume(key, 1, { customDuration: seconds });
    return 0;
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    return err.msBeforeNext;
  }
}

/** Whether the platform may mail `email` a code of this kind again (MAILS_PER_ADDRESS, over every sender): one kind cannot use up the other's. */
export async function mailAllowed(email: string, kind: 'reset' | 'verify' | 'stage'): Promise<boolean> {
  return (await rateLimitKey(`mails-${kind}`, MAILS_PER_ADDRESS, email)) === null;
}

/** Charges a window of its own (e.g. platform calls per wallet). */
export async function rateLimitKey(name: string, window: Window, key: string): Promise<Response | null> {
  try {
    await limiterFor(name, window).consume(key.trim().toLowerCase());
    return null;
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    return tooMany(err.msBeforeNext);
  }
}

export async function rewardKey(name: string, window: Window, key: string): Promise<void> {
  await limiterFor(name, window).reward(key.trim().toLowerCase(), 1);
}
