import { openDb, resetDb } from './db';

/** How many rows each table holds. */
async function contents(db: Awaited<ReturnType<typeof openDb>>) {
  const { rows } = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const out: Record<string, number> = {};
  for (const { tablename } of rows) out[tablename] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename}"`)).rows[0].n;
  return out;
}

describe('a sandbox reset (before each e2e test)', () => {
  it('takes the database back to its seed: rows a test added or changed are gone, the posts are all there', async () => {
    const db = await openDb(null);
    const seeded = await contents(db);
    expect(seeded.posts).toBe(4444);

    await db.query('UPDATE sandbox_clock SET offset_ms = 3600000');
    await db.query("UPDATE users SET firstname = 'Changed' WHERE email = 'collector@example.com'");
    await db.query("INSERT INTO newsletter_members (list_id, email) VALUES ('drp-newsletter', 'new@example.com')");
    await db.query("INSERT INTO outbox (email, subject, code, link) VALUES ('a@example.com', 's', '123456', 'l')");
    await resetDb(db);

    expect(await contents(db)).toEqual(seeded);
    const { rows } = await db.query<{ firstname: string }>("SELECT firstname FROM users WHERE email = 'collector@example.com'");
    expect(rows[0].firstname).not.toBe('Changed');
    expect((await db.query<{ offset_ms: number }>('SELECT offset_ms::int FROM sandbox_clock')).rows).toEqual([{ offset_ms: 0 }]);
    // Serial ids start again, as on a fresh database.
    await db.query("INSERT INTO outbox (email, subject, code, link) VALUES ('a@example.com', 's', '123456', 'l')");
    expect((await db.query<{ id: number }>('SELECT max(id)::int AS id FROM outbox')).rows[0].id).toBe(1 + seeded.outbox);
    await db.close();
  }, 60_000);
});
