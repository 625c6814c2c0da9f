import type { Db } from '../../db/db';
import { str, type Router } from '../http';

/** The key the sandbox's mailing-list provider accepts (the app's default in development). */
export const SANDBOX_MAILING_LIST_KEY = 'sandbox-mailing-list-key';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Stand-in for the external e-mail marketing provider, shaped like Mailchimp's members API:
 * POST /mailing-list/lists/{listId}/members { email_address } with `Authorization: apikey KEY`;
 * a repeated address is 400 "Member Exists", a malformed one 400 "Invalid Resource".
 */
export function mailingListRoutes(router: Router, db: Db) {
  router.on('POST', '/mailing-list/lists/:listId/members', async ({ req, params, json, res }) => {
    if (req.headers.authorization !== `apikey ${SANDBOX_MAILING_LIST_KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ title: 'API Key Invalid', status: 401 }));
      return undefined;
    }
    const email = str(json, 'email_address').toLowerCase();
    const fail = (title: string, detail: string) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ title, status: 400, detail }));
      return undefined;
    };
    if (!EMAIL_RE.test(email)) return fail('Invalid Resource', 'Please provide a valid email address.');
    const inserted = await db.query('INSERT INTO newsletter_members (list_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING', [params.listId, email]);
    if (!inserted.affectedRows) return fail('Member Exists', `${email} is already a list member.`);
    return { id: email, email_address: email, status: 'subscribed', list_id: params.listId };
  });
  router.on('GET', '/mailing-list/lists/:listId/members', async ({ params }) => {
    const { rows } = await db.query('SELECT email, created FROM newsletter_members WHERE list_id = $1 ORDER BY created', [params.listId]);
    return { members: rows };
  });
}
