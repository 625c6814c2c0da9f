/**
 * npm run bench:live — drop day's live figures under a crowd: CLIENTS (1,000) open /api/live
 * streams against a running site (`TRUSTED_PROXY_HOPS=1 npm run preview`, so each client may
 * name its own address and the 8-per-address cap does not refuse them; BASE=… for another
 * site). With `--nginx` (as `npm run bench` runs it), against the production topology instead:
 * two `npm start` instances sharing a redis-server, behind Debian's nginx with deploy/nginx.conf,
 * on the running sandbox's platform and devnet. Then collectors mint Black Feather on the devnet,
 * MINTS (5) times, and the figure is how long after each mint's block every client reads the new
 * count: p50, p99 and the slowest, and how many within 2 s. The site's resident memory before and
 * with the streams open (per stream) and the CPU it spent delivering are read from /proc (the
 * processes listening on the site's ports).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { sandboxContracts } from '../e2e/support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from '../e2e/support/wallet';
import { localNginx, NGINX_BIN } from './nginx-local';
import { stopGroups, waitFor } from './processes';

const NGINX = process.argv.includes('--nginx');
const ROOT = path.resolve(__dirname, '..');
const INSTANCES = [3121, 3122];
const REDIS_PORT = 6394;
const BASE = NGINX ? 'http://127.0.0.1:3123' : (process.env.BASE ?? 'http://localhost:3000');
const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const MINTS = Number(process.env.MINTS ?? 5);
const WITHIN_MS = 2000;

const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });

type Client = { supply: bigint | null; seen: Map<bigint, number>; close: () => void };

async function open(index: number): Promise<Client> {
  const controller = new AbortController();
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const res = await fetch(`${BASE}/api/live?topics=blackfeather`, {
    headers: { 'x-forwarded-for': address },
    // Node's fetch opens a connection per stream, as browsers hold them.
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream ${index}: ${res.status}`);
  const client: Client = { supply: null, seen: new Map(), close: () => controller.abort() };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
        text = text.slice(end + 2);
        if (!data) continue;
        const pushed = (JSON.parse(data) as { figures: { supply?: string } }).figures.supply;
        // An offline mark carries no count.
        if (pushed === undefined) continue;
        const supply = BigInt(pushed);
        client.supply = supply;
        if (!client.seen.has(supply)) client.seen.set(supply, performance.now());
      }
    }
  })();
  return client;
}

function pidOn(port: string | number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return Number(pid);
}

/** The site's Node processes: the one behind BASE, or the instances behind nginx. */
const sitePids = () => (NGINX ? INSTANCES : [new URL(BASE).port || '80']).map(pidOn);

const sum = (pids: number[], of: (pid: number) => number) => pids.reduce((total, pid) => total + of(pid), 0);
const rssMb = (pids: number[]) => sum(pids, (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
const cpuSeconds = (pids: number[]) =>
  sum(pids, (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  });

const children: ChildProcess[] = [];

/** Redis, two instances and nginx on the running sandbox; the clients name their own address, so the instances trust two hops (the client's and nginx's). */
async function startTopology() {
  const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
    children.push(spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true }));
  run('/usr/bin/redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const env = {
    SANDBOX: '1',
    BIND_HOST: '127.0.0.1',
    PLATFORM_API_URL: 'http://127.0.0.1:4010',
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    TRUSTED_PROXY_HOPS: '2',
  };
  for (const port of INSTANCES) run(process.execPath, ['server.mjs'], { ...env, PORT: String(port) });
  await Promise.all(INSTANCES.map((port) => waitFor(`http://127.0.0.1:${port}/api/ready`, 90)));
  const args = localNginx({
    dir: path.join(ROOT, 'test-results', 'nginx-live'),
    listen: '127.0.0.1:3123',
    compressor: '127.0.0.1:3124',
    upstreams: INSTANCES.map((port) => `127.0.0.1:${port}`),
  });
  run(NGINX_BIN, args);
  await waitFor(`${BASE}/terms-of-service`, 30);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  if (NGINX) await startTopology();
  const pids = sitePids();
  const { BlackFeather } = await sandboxContracts();
  const rssBefore = rssMb(pids);
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 50) clients.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => open(i + j)))));
  const deadline = Date.now() + 30_000;
  while (clients.some((c) => c.supply === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const rssOpen = rssMb(pids);
  const cpuBefore = cpuSeconds(pids);

  const delays: number[] = [];
  let missing = 0;
  for (let m = 0; m < MINTS; m++) {
    const collector = createWalletClient({
      chain: devnet,
      transport: http(DEVNET_RPC),
      account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 + (m % 8) }),
    });
    const price = await chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'price' });
    const hash = await collector.writeContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'mint', value: price });
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const minedAt = performance.now();
    const supply = await chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'totalSupply' });
    const until = Date.now() + 10_000;
    while (clients.some((c) => !c.seen.has(supply)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    for (const c of clients) {
      const at = c.seen.get(supply);
      if (at === undefined) missing++;
      else delays.push(Math.max(0, at - minedAt));
    }
  }
  const cpuSpent = cpuSeconds(pids) - cpuBefore;
  clients.forEach((c) => c.close());

  delays.sort((a, b) => a - b);
  const within = delays.filter((d) => d <= WITHIN_MS).length;
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`| live figures: ${CLIENTS} streams, ${MINTS} mints, ${NGINX ? 'through nginx to two instances sharing Redis' : BASE} | figure |`);
  console.log('|---|---:|');
  console.log(`| streams open (first figures read) | ${clients.filter((c) => c.seen.size > 0).length} of ${CLIENTS} |`);
  console.log(`| mint's block → a client reads it, p50 | ${ms(percentile(delays, 50))} |`);
  console.log(`| p99 | ${ms(percentile(delays, 99))} |`);
  console.log(`| slowest | ${ms(delays[delays.length - 1] ?? NaN)} |`);
  console.log(`| deliveries within 2 s | ${within} of ${CLIENTS * MINTS} (${missing} not within 10 s) |`);
  console.log(
    `| site memory (its Node processes): before, with the streams open | ${rssBefore.toFixed(0)} MB, ${rssOpen.toFixed(0)} MB (${(((rssOpen - rssBefore) * 1024) / CLIENTS).toFixed(1)} KB a stream) |`,
  );
  console.log(`| site CPU while delivering ${MINTS} mints | ${cpuSpent.toFixed(2)} s |`);
  return missing > 0 || within < CLIENTS * MINTS ? 1 : 0;
}

main()
  .then((code) => (process.exitCode = code))
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    stopGroups(children);
    // The clients' sockets would keep the process up.
    setTimeout(() => process.exit(), 500).unref();
  });
