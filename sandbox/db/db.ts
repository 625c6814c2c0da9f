import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seed } from './seed';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const TEMPLATES_DIR = path.join(__dirname, '..', '.data', 'templates');

export type Db = PGlite;

/**
 * A row of the stand-in's SQL, as the routes read it. Typing each table twice (SQL and TypeScript)
 * would buy the test stand-in nothing: the site parses every answer with zod at its boundary
 * (lib/platform/schemas.ts), which is where a wrong field shows up.
 */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/**
 * An empty database with every migration applied, made once per set of migrations and kept as a
 * tarball: PGlite's initdb is most of the cost of a new database, and loading the tarball is not.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256').update(readFileSync(path.join(__dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const name of migrationFiles()) hash.update(`${name}\n${readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')}\n`);
  const file = path.join(TEMPLATES_DIR, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = new PGlite();
  await migrate(db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  // Sandboxes may start side by side: each writes its own file, and the rename is atomic.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of earlier migrations are not read again.
  for (const old of readdirSync(TEMPLATES_DIR)) if (old.endsWith('.tar') && old !== path.basename(file)) rmSync(path.join(TEMPLATES_DIR, old), { force: true });
  return dump;
}

/** Opens the sandbox database (persistent under dataDir, or in memory when dataDir is null). */
export async function openDb(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const exists = dataDir !== null && existsSync(path.join(dataDir, 'PG_VERSION'));
  const db = exists ? new PGlite(dataDir) : new PGlite({ dataDir: dataDir ?? undefined, loadDataDir: await migratedTemplate() });
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
  for (const name of migrationFiles()) {
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
