/**
 * Issue 30: the format check of `npm run lint` is kept, not hoped for. A planted unformatted file
 * fails `prettier --check` with the repository's settings, the same file formatted passes, and the
 * lint script runs the check over the whole tree. Runs with `npm run lint` (node --test).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const prettier = `${root}node_modules/.bin/prettier`;
const planted = 'lib/__planted-unformatted__.ts';

test('the lint script checks the format of the whole tree', () => {
  const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  assert.match(scripts.lint, /prettier --check \./);
});

test('a planted unformatted file fails the check; formatted, it passes', () => {
  try {
    writeFileSync(`${root}${planted}`, 'export const planted = {a:1,\n    b:"two"}\n');
    const check = spawnSync(prettier, ['--check', planted], { cwd: root, encoding: 'utf8' });
    assert.equal(check.status, 1, check.stdout + check.stderr);
    execFileSync(prettier, ['--write', planted], { cwd: root });
    assert.equal(readFileSync(`${root}${planted}`, 'utf8'), "export const planted = { a: 1, b: 'two' };\n");
    assert.equal(spawnSync(prettier, ['--check', planted], { cwd: root }).status, 0);
  } finally {
    rmSync(`${root}${planted}`, { force: true });
  }
});
