/**
 * `npm test` (pretest) and `npm run test:e2e`: brings the Debian packages the tests need when they
 * are missing, the way `playwright install --with-deps` brings its browsers' libraries: Chromium's
 * headless shell for the end-to-end tests (the build Playwright runs headless), Redis and nginx
 * (with its brotli filter) for the scale-out test.
 * As root it runs apt-get; otherwise through `sudo -n`; where neither can, it stops at once with
 * the exact command to run, before any test starts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = [
  { pkg: 'chromium-headless-shell', file: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell', for: 'the end-to-end tests' },
  { pkg: 'redis-server', file: '/usr/bin/redis-server', for: 'the scale-out test' },
  { pkg: 'nginx', file: '/usr/sbin/nginx', for: 'the proxied scale-out test' },
  { pkg: 'libnginx-mod-http-brotli-filter', file: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', for: 'nginx brotli in the scale-out test' },
];

const missing = NEEDS.filter((n) => !existsSync(n.file));
if (missing.length === 0) process.exit(0);

const packages = missing.map((n) => n.pkg);
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
console.log(`system-deps: missing ${missing.map((n) => `${n.pkg} (${n.for})`).join(', ')}`);

const root = process.getuid?.() === 0;
const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
// Without a way to install, the full Chromium a machine already has runs the tests too (slower):
// playwright.config.ts picks it when the headless shell is absent.
if (!root && !sudo && missing.every((n) => n.pkg === 'chromium-headless-shell') && existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.log(`system-deps: chromium-headless-shell is missing; the tests use /usr/bin/chromium (to install it: sudo sh -c '${command}')`);
  process.exit(0);
}
if (!root && !sudo) {
  console.error(`system-deps: cannot install them without root. Run:\n\n  sudo sh -c '${command}'\n\nthen npm test again.`);
  process.exit(1);
}

const run = (args) => {
  const [cmd, ...rest] = sudo ? ['sudo', '-n', ...args] : args;
  const r = spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
};

console.log(`system-deps: ${sudo ? 'sudo ' : ''}${command}`);
if (!run(['apt-get', 'update', '-qq']) || !run(['apt-get', 'install', '-y', '-qq', ...packages])) {
  console.error(`system-deps: apt-get failed. Run:\n\n  sudo sh -c '${command}'\n\nthen npm test again.`);
  process.exit(1);
}
// The nginx package starts a system nginx on port 80; the tests run their own.
if (packages.includes('nginx')) run(['sh', '-c', 'service nginx stop || nginx -s stop || true']);

const still = NEEDS.filter((n) => !existsSync(n.file));
if (still.length) {
  console.error(`system-deps: still missing after the install: ${still.map((n) => n.file).join(', ')}`);
  process.exit(1);
}
console.log('system-deps: installed');
