/**
 * The e2e run's web server (playwright.config.ts): starts every lane's site and sandbox side by
 * side (`npm run preview` with the lane's ports), each later lane on a copy of the build so no
 * two sites write the same page cache, and the later lanes' forwarding proxy (lane-proxy.mjs).
 * `GET http://127.0.0.1:<E2E_READY_PORT>/ready` answers 200 once every lane's /api/ready does.
 * E2E_LANE_SPECS (JSON, from the config): [{ env, ready, distDir?, proxy?: { port, map } }].
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startLaneProxy } from './lane-proxy.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const lanes = JSON.parse(process.env.E2E_LANE_SPECS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT ?? 3990);

const SKIP = ['cache', 'trace', 'trace-build', 'diagnostics', 'types', 'dev'];
for (const lane of lanes) {
  if (!lane.distDir) continue;
  const from = path.join(root, '.next');
  const to = path.join(root, lane.distDir);
  if (!existsSync(path.join(from, 'BUILD_ID'))) break; // preview itself says to build first
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (src) => !SKIP.includes(path.relative(from, src)) });
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

const local = (req, res) => {
  if (req.url !== '/ready') return void res.writeHead(404).end();
  allReady().then((ok) => res.writeHead(ok ? 200 : 503).end(ok ? 'ready' : 'starting'));
};

const proxied = lanes.filter((lane) => lane.proxy);
if (proxied.some((lane) => lane.proxy.port === readyPort)) {
  for (const lane of proxied) await startLaneProxy({ port: lane.proxy.port, map: lane.proxy.map, local });
} else {
  for (const lane of proxied) await startLaneProxy({ port: lane.proxy.port, map: lane.proxy.map, local: (_req, res) => res.writeHead(404).end() });
  await new Promise((resolve) => http.createServer(local).listen(readyPort, '127.0.0.1', resolve));
}
