import type { Db } from '../../db/db';
import { resetDb } from '../../db/db';
import { HttpError, type Router } from '../http';

export const SANDBOX_SIGNATURE = 'drop-site-sandbox';

/**
 * A platform fault the stand-in plays until turned off: `unavailable` answers 503, `error` 500,
 * `malformed` 200 with a body that is not JSON, `slow` waits `delayMs` before answering, `down`
 * drops the connection (a stopped server).
 */
export const OUTAGE_MODES = ['unavailable', 'error', 'malformed', 'slow', 'down'] as const;
export type Outage = { on: boolean; mode: (typeof OUTAGE_MODES)[number]; delayMs: number };

export type ChainClock = { set(at: Date): Promise<{ timestamp: number }>; get(): Promise<number> };

export type ControlDeps = {
  db: Db;
  contracts: () => Record<string, string>;
  resetChain: () => Promise<void>;
  chainClock: ChainClock;
  outage: Outage;
  /** Runs a reset with the bid indexer stopped, then has it read the chain again from block 0. */
  restartIndexing?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Freezes (true) or resumes the devnet, as a stopped RPC. */
  pauseChain: (paused: boolean) => void;
  /** The latest platform calls, newest first (GET /__sandbox/requests). */
  requests: Array<{ method: string; path: string; forwardedFor: string | null; at: string }>;
};

async function clockState(db: Db, chainClock: ChainClock) {
  const { rows } = await db.query<{ now: Date }>('SELECT sandbox_now() AS now');
  return { now: new Date(rows[0].now).toISOString(), blockTimestamp: await chainClock.get() };
}

/** Text columns a test may change to see the site pick the change up. */
const EDITABLE: Record<string, readonly string[]> = {
  artists: ['name', 'tag_line', 'description'],
  drops: ['title', 'description', 'summary'],
  articles: ['title', 'subtitle', 'summary', 'content'],
};

/** Routes that exist only in the sandbox, to let a person or a test drive it. */
export function controlRoutes(
  router: Router,
  { db, contracts, resetChain, chainClock, pauseChain, outage, requests, restartIndexing = (fn) => fn() }: ControlDeps,
) {
  router
    .on('GET', '/__sandbox/health', async () => ({ ok: true, name: SANDBOX_SIGNATURE }))
    .on('POST', '/__sandbox/reset', async () => {
      // A reset also ends any fault a test left behind.
      outage.on = false;
      pauseChain(false);
      await restartIndexing(async () => {
        await resetDb(db);
        await resetChain();
      });
      return { ok: true };
    })
    // While on, every platform path fails as `mode` says (default: 503, as an outage would).
    .on('POST', '/__sandbox/outage', async ({ json }) => {
      const mode = json.mode ?? 'unavailable';
      if (!OUTAGE_MODES.includes(mode as Outage['mode'])) throw new HttpError(400, `mode is one of ${OUTAGE_MODES.join(', ')}`);
      outage.on = json.on === true;
      outage.mode = mode as Outage['mode'];
      outage.delayMs = typeof json.delayMs === 'number' ? json.delayMs : 6000;
      return { outage: outage.on, mode: outage.mode };
    })
    // { paused: true } freezes the devnet process (its RPC stops answering); false resumes it.
    .on('POST', '/__sandbox/devnet', async ({ json }) => {
      pauseChain(json.paused === true);
      return { paused: json.paused === true };
    })
    .on('POST', '/__sandbox/content/:table/:key', async ({ params, json }) => {
      const columns = EDITABLE[params.table];
      if (!columns) throw new HttpError(404, `Unknown table ${params.table}`);
      const fields = Object.entries(json).filter(([k, v]) => columns.includes(k) && typeof v === 'string');
      if (fields.length === 0) throw new HttpError(400, `Send one of: ${columns.join(', ')}`);
      const sets = fields.map(([k], i) => `${k} = $${i + 2}`).join(', ');
      const { rows } = await db.query(`UPDATE ${params.table} SET ${sets} WHERE key = $1 OR nav_key = $1 RETURNING key`, [
        params.key,
        ...fields.map(([, v]) => v),
      ]);
      if (rows.length === 0) throw new HttpError(404, 'Not found');
      return { updated: rows.length };
    })
    .on('GET', '/__sandbox/contracts', async () => contracts())
    // The sandbox's clock: the stand-in's now and the devnet's block time. A reset returns both to real time.
    .on('GET', '/__sandbox/time', async () => clockState(db, chainClock))
    .on('POST', '/__sandbox/time', async ({ json }) => {
      const at =
        typeof json.at === 'string'
          ? new Date(json.at)
          : typeof json.advance === 'number'
            ? new Date(Date.parse((await clockState(db, chainClock)).now) + json.advance * 1000)
            : null;
      if (!at || Number.isNaN(at.getTime())) throw new HttpError(400, 'Send { "at": "<ISO time>" } or { "advance": <seconds> }');
      await db.query('UPDATE sandbox_clock SET offset_ms = $1', [at.getTime() - Date.now()]);
      // The chain only moves forward; an earlier time moves only the stand-in.
      if (at.getTime() / 1000 > (await chainClock.get())) await chainClock.set(at);
      return clockState(db, chainClock);
    })
    // Ends every session token of a user at once, as time would.
    .on('POST', '/__sandbox/expire-tokens', async ({ json }) => {
      const email = typeof json.email === 'string' ? json.email.toLowerCase() : '';
      const wallet = typeof json.wallet_address === 'string' ? json.wallet_address.toLowerCase() : '';
      const { affectedRows } = await db.query(
        "UPDATE auth_tokens SET expires_at = sandbox_now() - interval '1 second' WHERE user_key IN (SELECT key FROM users WHERE email = NULLIF($1, '') OR wallet_address = NULLIF($2, ''))",
        [email, wallet],
      );
      return { expired: affectedRows ?? 0 };
    })
    // Lets a wallet's outstanding nonce expire, as an hour would: the next connect issues another.
    .on('POST', '/__sandbox/expire-nonce', async ({ json }) => {
      const wallet = typeof json.wallet_address === 'string' ? json.wallet_address.toLowerCase() : '';
      const { affectedRows } = await db.query("UPDATE users SET nonce_issued = sandbox_now() - interval '1 day' WHERE wallet_address = $1", [wallet]);
      return { expired: affectedRows ?? 0 };
    })
    // What the site sent the platform lately (method, path, X-Forwarded-For), newest first.
    .on('GET', '/__sandbox/notifications', async () => ({
      // The drop notification requests the platform holds (the bell), for tests to read.
      items: (await db.query('SELECT n.key, n.email, d.nav_key AS drop FROM notifications n JOIN drops d ON d.key = n.drop_key ORDER BY n.created')).rows,
    }))
    .on('GET', '/__sandbox/membership-applications', async () => ({
      // The membership applications the platform holds, for tests to read.
      items: (await db.query('SELECT name, email, social_link, reason FROM membership_applications ORDER BY created, id')).rows,
    }))
    .on('GET', '/__sandbox/requests', async () => requests)
    .on('DELETE', '/__sandbox/requests', async () => {
      requests.length = 0;
      return { ok: true };
    })
    .on('GET', '/__sandbox/outbox', async ({ query }) => {
      const email = query.get('email');
      if (!email) throw new HttpError(400, 'Query parameter email is required');
      const { rows } = await db.query('SELECT id, email, subject, code, link, created FROM outbox WHERE email = lower($1) ORDER BY id DESC', [email]);
      return rows;
    });
}
