import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { openDb } from './db';
import { itemKey } from './seed';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the sandbox gives its items opaque keys, and the site knows none', () => {
  it('keys items with 24 hex digits from a salt, not from their titles', () => {
    const a = itemKey('theeveofrevolution', 'Floating', 'salt-a');
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(itemKey('theeveofrevolution', 'Floating', 'salt-b')).not.toBe(a);
    expect(itemKey('theeveofrevolution', 'Floating', 'salt-a')).toBe(a);
  });

  it('no key the seed gives its items, and no old title-derived key, appears in app/, components/ or lib/', async () => {
    const db = await openDb(null);
    const { rows } = await db.query<{ key: string; title: string; nav_key: string }>(
      'SELECT i.key, i.title, d.nav_key FROM items i JOIN drops d ON d.key = i.drop_key',
    );
    await db.close();
    expect(rows.length).toBeGreaterThan(20);
    const keys = rows.map((r) => r.key);
    const oldKeys = rows.map((r) => `i-${r.nav_key}-${r.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{24}$/);
    const files = ['app', 'components', 'lib'].flatMap((d) => sources(path.join(ROOT, d)));
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const k of [...keys, ...oldKeys]) if (text.includes(k)) found.push(`${k} in ${path.relative(ROOT, file)}`);
      // No item key of any shape is written into the code: a quoted 24-hex string is one.
      const literal = /['"`]([0-9a-f]{24})['"`]/.exec(text);
      if (literal) found.push(`${literal[1]} in ${path.relative(ROOT, file)}`);
    }
    expect(found).toEqual([]);
  });
});
