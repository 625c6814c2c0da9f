/**
 * The docs stay a reference a new engineer reads: the README at most 12 KB, `docs/` at most 80 KB
 * in all, with no tracker numbers. Runs with `npm run lint` (node --test).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const docs = readdirSync(`${root}docs`).map((name) => `${root}docs/${name}`);

test('the README is at most 12 KB and docs/ at most 80 KB', () => {
  assert.ok(statSync(`${root}README.md`).size <= 12 * 1024, 'README.md is over 12 KB');
  const total = docs.reduce((sum, file) => sum + statSync(file).size, 0);
  assert.ok(total <= 80 * 1024, `docs/ is ${total} B, over 80 KB`);
});

test('no doc names a tracker number', () => {
  for (const file of [`${root}README.md`, ...docs]) assert.doesNotMatch(readFileSync(file, 'utf8'), /\b(issue|task) #?\d+/i, file);
});
