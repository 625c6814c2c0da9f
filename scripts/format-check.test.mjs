/**
 * The format check of `npm run lint` is kept, not hoped for. A planted unformatted file
 * fails `prettier --check` with the repository's settings, the same file formatted passes, and the
 * lint script runs the check over the whole tree. Runs with `npm run lint` (node --test).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const prettier = `${root}node_modules/.bin/prettier`;

test('the lint script checks the format of the whole tree', () => {
  const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  assert.match(scripts.lint, /prettier --check \./);
});

test('a planted unformatted file fails the check; formatted, it passes', () => {
  // Planted outside the tree (with the repository's settings): \`npm test\` builds while it lints.
  const dir = mkdtempSync(path.join(tmpdir(), 'format-check-'));
  const planted = path.join(dir, 'planted-unformatted.ts');
  const config = ['--config', `${root}.prettierrc.json`];
  try {
    writeFileSync(planted, 'export const planted = {a:1,\n    b:"two"}\n');
    const check = spawnSync(prettier, [...config, '--check', planted], { cwd: root, encoding: 'utf8' });
    assert.equal(check.status, 1, check.stdout + check.stderr);
    execFileSync(prettier, [...config, '--write', planted], { cwd: root });
    assert.equal(readFileSync(planted, 'utf8'), "export const planted = { a: 1, b: 'two' };\n");
    assert.equal(spawnSync(prettier, [...config, '--check', planted], { cwd: root }).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
