import type { Db } from '../../db/db';
import { resetDb } from '../../db/db';
import { HttpError, type Router } from '../http';

export const SANDBOX_SIGNATURE = 'drop-site-sandbox';

export type ControlDeps = { db: Db; contracts: () => Record<string, string>; resetChain: () => Promise<void> };

/** Routes that exist only in the sandbox, to let a person or a test drive it. */
export function controlRoutes(router: Router, { db, contracts, resetChain }: ControlDeps) {
  router
    .on('GET', '/__sandbox/health', async () => ({ ok: true, name: SANDBOX_SIGNATURE }))
    .on('POST', '/__sandbox/reset', async () => {
      await resetDb(db);
      await resetChain();
      return { ok: true };
    })
    .on('GET', '/__sandbox/contracts', async () => contracts())
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
