import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seed } from './seed';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export type Db = PGlite;

/**
 * A row of the stand-in's SQL, as the routes read it. Typing each table twice (SQL and TypeScript)
 * would buy the test stand-in nothing: the site parses every answer with zod at its boundary
 * (lib/platform/schemas.ts), which is where a wrong field shows up.
 */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above

/** Opens the sandbox database (persistent under dataDir, or in memory when dataDir is null). */
export async function openDb(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM artists');
  if (rows[0].n === 0) await seed(db);
  return db;
}

/** Applies every migration not yet recorded, in file-name order, each in a transaction. */
export async function migrate(db: Db): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(name)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
}

/** Tables a reset keeps: the migrations' record, and the posts, which no request changes and no clock moves. */
const KEPT_TABLES = ['schema_migrations', 'posts'];

/**
 * Empties every other table and seeds it again (POST /__sandbox/reset, before each e2e file). Not a
 * new schema: the migrations and the posts cost most of a reset.
 */
export async function resetDb(db: Db): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  const tables = rows.map((r) => r.tablename).filter((t) => !KEPT_TABLES.includes(t));
  await db.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY`);
  // The one row a migration writes (004_clock.sql): the clock back at real time.
  await db.exec('INSERT INTO sandbox_clock DEFAULT VALUES');
  await seed(db);
}
