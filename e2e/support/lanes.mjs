/**
 * The e2e run's web server (playwright.config.ts): starts every lane's site and sandbox side by
 * side (`npm run preview` with the lane's ports), each later lane on a copy of the build so no
 * two sites write the same page cache, and the later lanes' forwarding proxy (lane-proxy.mjs).
 * `GET http://127.0.0.1:<E2E_READY_PORT>/ready` answers 200 once every lane's /api/ready does.
 * E2E_LANE_SPECS (JSON, from the config): [{ env, ready, distDir?, proxy?: { port, map } }].
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startLaneProxy } from './lane-proxy.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const lanes = JSON.parse(process.env.E2E_LANE_SPECS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT ?? 3991);

for (const lane of lanes) {
  // Without a build, preview itself says to build first.
  if (lane.distDir && existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    spawnSync(process.execPath, [path.join(root, 'scripts', 'keep-build.mjs'), lane.distDir], { stdio: 'inherit' });
  }
}

const children = lanes.map((lane) =>
  spawn('npm', ['run', 'preview'], {
    cwd: root,
    env: { ...process.env, ...lane.env, ...(lane.distDir ? { NEXT_DIST_DIR: lane.distDir } : {}) },
    stdio: 'inherit',
  }),
);
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

async function allReady() {
  const answers = await Promise.all(
    lanes.map((lane) =>
      fetch(lane.ready).then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  return answers.every(Boolean);
}

for (const lane of lanes) if (lane.proxy) await startLaneProxy(lane.proxy);

http
  .createServer((req, res) => {
    if (req.url !== '/ready') return void res.writeHead(404).end();
    allReady().then((ok) => res.writeHead(ok ? 200 : 503).end(ok ? 'ready' : 'starting'));
  })
  .listen(readyPort, '127.0.0.1');
