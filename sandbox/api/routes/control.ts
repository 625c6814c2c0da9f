import type { Db } from '../../db/db';
import { resetDb } from '../../db/db';
import { HttpError, type Router } from '../http';

export const SANDBOX_SIGNATURE = 'drop-site-sandbox';

export type ControlDeps = { db: Db; contracts: () => Record<string, string>; resetChain: () => Promise<void>; outage: { on: boolean } };

/** Text columns a test may change to see the site pick the change up. */
const EDITABLE: Record<string, readonly string[]> = {
  artists: ['name', 'tag_line', 'description'],
  drops: ['title', 'description', 'summary'],
  articles: ['title', 'subtitle', 'summary', 'content'],
};

/** Routes that exist only in the sandbox, to let a person or a test drive it. */
export function controlRoutes(router: Router, { db, contracts, resetChain, outage }: ControlDeps) {
  router
    .on('GET', '/__sandbox/health', async () => ({ ok: true, name: SANDBOX_SIGNATURE }))
    .on('POST', '/__sandbox/reset', async () => {
      outage.on = false;
      await resetDb(db);
      await resetChain();
      return { ok: true };
    })
    // While on, every platform path answers 503, as a platform outage would.
    .on('POST', '/__sandbox/outage', async ({ json }) => {
      outage.on = json.on === true;
      return { outage: outage.on };
    })
    .on('POST', '/__sandbox/content/:table/:key', async ({ params, json }) => {
      const columns = EDITABLE[params.table];
      if (!columns) throw new HttpError(404, `Unknown table ${params.table}`);
      const fields = Object.entries(json).filter(([k, v]) => columns.includes(k) && typeof v === 'string');
      if (fields.length === 0) throw new HttpError(400, `Send one of: ${columns.join(', ')}`);
      const sets = fields.map(([k], i) => `${k} = $${i + 2}`).join(', ');
      const { rows } = await db.query(`UPDATE ${params.table} SET ${sets} WHERE key = $1 OR nav_key = $1 RETURNING key`, [params.key, ...fields.map(([, v]) => v)]);
      if (rows.length === 0) throw new HttpError(404, 'Not found');
      return { updated: rows.length };
    })
    .on('GET', '/__sandbox/contracts', async () => contracts())
    // Ends every session token of a user at once, as time would.
    .on('POST', '/__sandbox/expire-tokens', async ({ json }) => {
      const email = typeof json.email === 'string' ? json.email.toLowerCase() : '';
      const { affectedRows } = await db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_key = (SELECT key FROM users WHERE email = $1)", [email]);
      return { expired: affectedRows ?? 0 };
    })
    .on('GET', '/__sandbox/outbox', async ({ query }) => {
      const email = query.get('email');
      if (!email) throw new HttpError(400, 'Query parameter email is required');
      const { rows } = await db.query(
        'SELECT id, email, subject, code, link, created FROM outbox WHERE email = lower($1) ORDER BY id DESC',
        [email],
      );
      return rows;
    });
}
