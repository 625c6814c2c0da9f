/**
 * No import cycles, type-only and dynamic imports included: a cycle makes the order modules run in
 * depend on which one a page loads first. dpdm reads the tree with the project's tsconfig paths.
 * Runs with `npm run lint` (node --test).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'app/**/*.{ts,tsx}',
  'components/**/*.{ts,tsx}',
  'lib/**/*.{ts,tsx,mjs}',
  'middleware.ts',
  'server.mjs',
  'sandbox/**/*.ts',
  'scripts/**/*.{ts,mjs}',
  'e2e/**/*.ts',
];

async function cycles(entries, dir) {
  const tree = await parseDependencyTree(entries, {
    cwd: dir,
    context: dir,
    tsconfig: path.join(root, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
  return { files: Object.keys(tree).length, cycles: parseCircular(tree, false).map((cycle) => cycle.join(' -> ')) };
}

test('the tree has no import cycle', async () => {
  const found = await cycles(SOURCES, root);
  assert.ok(found.files > 500, `read ${found.files} files`);
  assert.deepEqual(found.cycles, []);
});

test('a planted cycle, through a type-only import, is reported', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-cycles-'));
  try {
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b: B };\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    assert.equal((await cycles(['*.ts'], dir)).cycles.length, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
