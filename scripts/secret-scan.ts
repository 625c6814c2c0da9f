/**
 * Part of `npm run security` and `npm test` (after the build): no secret the server is configured
 * with appears in anything a browser can fetch — `.next/static` (every script and stylesheet) and
 * the prerendered pages and RSC payloads under `.next/server/app`. Exits 1 naming the file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseServerEnv } from '../lib/config/env-schema';

const ROOT = path.resolve(__dirname, '..');

function files(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out;
}

const config = parseServerEnv({ ...process.env, NODE_ENV: 'development' });
const secrets: Array<[string, string]> = [
  ['SESSION_PASSWORD', config.sessionPassword],
  ['REVALIDATE_SECRET', config.revalidateSecret],
  ['MAILING_LIST_API_KEY', config.mailingList.apiKey],
  ['SYNTHIA_SERVICE_KEY', config.synthiaServiceKey],
  ['PLATFORM_SERVICE_KEY', config.platformServiceKey],
  ...(config.rpcUrl ? ([['RPC_URL', config.rpcUrl]] as Array<[string, string]>) : []),
];

const served = [
  ...files(path.join(ROOT, '.next', 'static'), () => true),
  ...files(path.join(ROOT, '.next', 'server', 'app'), (f) => /\.(html|rsc|body|meta|json)$/.test(f)),
];
const leaks: string[] = [];
for (const file of served) {
  const text = readFileSync(file, 'latin1');
  for (const [name, value] of secrets) if (value && text.includes(value)) leaks.push(`${name} in ${path.relative(ROOT, file)}`);
}
if (leaks.length) {
  console.error(`secret scan: ${leaks.length} leak(s):\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`secret scan: ${secrets.length} configured secrets, ${served.length} served build files, no leak`);
