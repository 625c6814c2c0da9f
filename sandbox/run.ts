/**
 * npm run sandbox | dev | preview — starts, on loopback, everything the site talks to:
 * the devnet with our contracts, the platform API stand-in with its database, and (dev/preview) the site.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDb } from './db/db';
import { createApiServer } from './api/server';
import { createContractGuard } from './api/contract';
import { startBidIndexer } from './bid-indexer';
import { chainHoldings } from './holdings';
import { deployDevnet, startAnvil } from './devnet';
import { sandboxSiteEnv } from './site-env';
import { portProblem } from './ports';

const ROOT = path.resolve(__dirname, '..');
const MODES = ['sandbox', 'dev', 'preview'] as const;
type Mode = (typeof MODES)[number];

function port(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`${variable} must be a port number, got "${process.env[variable]}"`);
    process.exit(1);
  }
  return value;
}

async function main() {
  const mode = process.argv[2] as Mode;
  if (!MODES.includes(mode)) throw new Error(`usage: tsx sandbox/run.ts ${MODES.join('|')}`);
  const sitePort = port('PORT', 3000);
  const apiPort = port('PLATFORM_API_PORT', 4010);
  const devnetPort = port('DEVNET_PORT', 8545);

  if (mode === 'preview' && !existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.error('No build found: run `npm run build` before `npm run preview`.');
    process.exit(1);
  }
  const checks: Array<['site' | 'api' | 'devnet', number]> = [
    ['api', apiPort],
    ['devnet', devnetPort],
  ];
  if (mode !== 'sandbox') checks.unshift(['site', sitePort]);
  for (const [role, p] of checks) {
    const problem = await portProblem(role, p);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children.reverse()) {
      if (child.pid && child.exitCode === null) {
        // next dev forks a child that outlives its parent: end the children first.
        spawnSync('pkill', ['-TERM', '-P', String(child.pid)]);
        child.kill('SIGTERM');
      }
    }
    indexer?.stop();
    server?.close();
    await db?.close().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const anvil = await startAnvil(devnetPort);
  children.push(anvil);
  anvil.on('exit', (code) => {
    if (!stopping) {
      console.error(`anvil exited unexpectedly (code ${code})`);
      void stop(1);
    }
  });
  const devnet = await deployDevnet(`http://127.0.0.1:${devnetPort}`);

  const dataDir = process.env.SANDBOX_DATA_DIR ?? path.join(ROOT, 'sandbox', '.data', 'pg');
  const db = await openDb(dataDir);
  const indexer = await startBidIndexer({ db, rpcUrl: devnet.rpcUrl, auction: devnet.contracts.EnglishAuction });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`;
  // The stand-in keeps to the platform contract (lib/platform/platform-api.yaml) unless SANDBOX_CONTRACT=off.
  const contract = process.env.SANDBOX_CONTRACT === 'off' ? undefined : await createContractGuard();
  const server = createApiServer({
    contract,
    db,
    baseUrl: apiUrl,
    siteUrl,
    contracts: () => devnet.contracts,
    holdings: chainHoldings(devnet.rpcUrl, () => devnet.contracts),
    rpcUrl: devnet.rpcUrl,
    resetChain: () => devnet.reset(),
    restartIndexing: (fn) => indexer.restart(fn),
    chainClock: { set: (at) => devnet.setTime(at), get: () => devnet.time() },
    // A stopped RPC: the devnet process is frozen (SIGSTOP), so calls hang until they time out.
    // (node_modules/.bin/anvil is a node wrapper: its child, the real node, is frozen with it.)
    pauseChain: (paused) => {
      if (!anvil.pid) return;
      spawnSync('pkill', [paused ? '-STOP' : '-CONT', '-P', String(anvil.pid)]);
      process.kill(anvil.pid, paused ? 'SIGSTOP' : 'SIGCONT');
    },
    log: process.env.SANDBOX_LOG === '1',
  });
  await new Promise<void>((resolve) => server.listen(apiPort, '127.0.0.1', resolve));

  console.log(`sandbox: platform API  ${apiUrl}  (data in ${path.relative(ROOT, dataDir)})`);
  console.log(
    `sandbox: devnet        http://127.0.0.1:${devnetPort}  chain 31337  ${Object.entries(devnet.contracts)
      .map(([n, a]) => `${n}=${a}`)
      .join(' ')}`,
  );

  if (mode === 'sandbox') return;

  const nextBin = path.join(ROOT, 'node_modules', '.bin', 'next');
  const env = sandboxSiteEnv(process.env, { site: sitePort, api: apiPort, devnet: devnetPort }) as NodeJS.ProcessEnv;
  // preview runs the production server (server.mjs), exactly as `npm start` does.
  const [command, args] =
    mode === 'dev' ? [nextBin, ['dev', '--port', String(sitePort), '--hostname', '127.0.0.1']] : [process.execPath, [path.join(ROOT, 'server.mjs')]];
  const next = spawn(command, args, {
    cwd: ROOT,
    env: mode === 'dev' ? env : { ...env, BIND_HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  children.push(next);
  next.on('exit', (code) => void stop(code ?? 0));
  console.log(`sandbox: site          http://localhost:${sitePort}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
