import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/app/_lib/redis';
import { TOO_MANY_ATTEMPTS, type RateRule, type Window } from '@/lib/http/rate-limits';
import { clientIp } from './client-ip';
import { jsonError } from './json';

/**
 * Rate limits on rate-limiter-flexible. With REDIS_URL the counters live in Redis
 * (`RateLimiterRedis`), so every instance counts the same attempts; a Redis that fails mid-way
 * hands over to an in-memory insurance limiter rather than letting everything through or nothing.
 * Without REDIS_URL they live in this process's memory.
 */
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
  /** A 429 to answer with, when over the limit. */
  response: Response | null;
  /** Records a refused attempt (rules that count failures). */
  failed(): Promise<void>;
  /** Clears the account's failures after a success (rules that count failures). */
  succeeded(): Promise<void>;
};

function tooMany(msBeforeNext: number): Response {
  const response = jsonError(429, TOO_MANY_ATTEMPTS);
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return response;
}

/**
 * Checks (and for `attempts` rules, charges) the request's client address and, when given, the
 * account it names. Call after validating the body, before calling the platform.
 */
export async function rateLimit(req: Request, rule: RateRule, account?: string): Promise<RateGate> {
  const counters: Array<[RateLimiterAbstract, string]> = [[limiterFor(`${rule.name}:ip`, rule.ip), clientIp(req)]];
  if (rule.account && account) counters.push([limiterFor(`${rule.name}:account`, rule.account), account.trim().toLowerCase()]);
  const accountCounter = rule.account && account ? counters[1] : null;

  const charge = async (): Promise<Response | null> => {
    let wait = 0;
    for (const [limiter, key] of counters) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        wait = Math.max(wait, err.msBeforeNext);
      }
    }
    return wait > 0 ? tooMany(wait) : null;
  };

  if (rule.counts === 'attempts') {
    const response = await charge();
    return { response, failed: async () => undefined, succeeded: async () => undefined };
  }
  // Failures only: refuse when a counter is already spent; charge when the attempt is refused.
  let wait = 0;
  for (const [limiter, key] of counters) {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) wait = Math.max(wait, state.msBeforeNext);
  }
  return {
    response: wait > 0 ? tooMany(wait) : null,
    failed: async () => {
      await charge();
    },
    succeeded: async () => {
      if (accountCounter) await accountCounter[0].delete(accountCounter[1]);
    },
  };
}
