/**
 * `npm test`: keeps a copy of the build just made (without Next's caches) in .next-prism, before the
 * end-to-end tests revalidate its pages with the sandbox's data, so the contract smoke run
 * (scripts/prism-smoke.ts) serves the same build against Prism instead of building a second time.
 * Its prerendered pages are refreshed against Prism when that server starts (lib/http/warm-up.ts).
 * `node scripts/keep-build.mjs <dir>` copies it elsewhere (an e2e lane's own build: e2e/support/lanes.mjs).
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const from = path.join(root, '.next');
const to = path.join(root, process.argv[2] ?? '.next-prism');
if (!existsSync(path.join(from, 'BUILD_ID'))) {
  console.error('keep-build: no build in .next');
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true, filter: (src) => !['cache', 'trace', 'trace-build', 'diagnostics', 'types', 'dev'].includes(path.relative(from, src)) });
console.log(`keep-build: .next kept in ${path.relative(root, to)}`);
