/**
 * npm run bench:live — drop day's live figures under a crowd: CLIENTS (1,000) open /api/live
 * streams against a running site (`TRUSTED_PROXY_HOPS=1 npm run preview`, so each client may
 * name its own address and the 8-per-address cap does not refuse them; BASE=… for another
 * site). Then collectors mint Black Feather on the devnet, MINTS (5) times, and the figure is how
 * long after each mint's block every client reads the new count: p50, p99 and the slowest, and
 * how many within 2 s. The site's resident memory before and with the streams open (per stream)
 * and the CPU it spent delivering are read from /proc (the process listening on the site's port).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { sandboxContracts } from '../e2e/support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from '../e2e/support/wallet';

const BASE = process.env.BASE ?? 'http://localhost:3000';
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
        const supply = BigInt((JSON.parse(data) as { figures: { supply: string } }).figures.supply);
        client.supply = supply;
        if (!client.seen.has(supply)) client.seen.set(supply, performance.now());
      }
    }
  })();
  return client;
}

function sitePid(): number {
  const port = new URL(BASE).port || '80';
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return Number(pid);
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const pid = sitePid();
  const { BlackFeather } = await sandboxContracts();
  const rssBefore = rssMb(pid);
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 50) clients.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => open(i + j)))));
  const deadline = Date.now() + 30_000;
  while (clients.some((c) => c.supply === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const rssOpen = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);

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
  const cpuSpent = cpuSeconds(pid) - cpuBefore;
  clients.forEach((c) => c.close());

  delays.sort((a, b) => a - b);
  const within = delays.filter((d) => d <= WITHIN_MS).length;
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`| live figures: ${CLIENTS} streams, ${MINTS} mints, ${BASE} | figure |`);
  console.log('|---|---:|');
  console.log(`| streams open (first figures read) | ${clients.filter((c) => c.seen.size > 0).length} of ${CLIENTS} |`);
  console.log(`| mint's block → a client reads it, p50 | ${ms(percentile(delays, 50))} |`);
  console.log(`| p99 | ${ms(percentile(delays, 99))} |`);
  console.log(`| slowest | ${ms(delays[delays.length - 1] ?? NaN)} |`);
  console.log(`| deliveries within 2 s | ${within} of ${CLIENTS * MINTS} (${missing} not within 10 s) |`);
  console.log(
    `| site memory: before, with the streams open | ${rssBefore.toFixed(0)} MB, ${rssOpen.toFixed(0)} MB (${(((rssOpen - rssBefore) * 1024) / CLIENTS).toFixed(1)} KB a stream) |`,
  );
  console.log(`| site CPU while delivering ${MINTS} mints | ${cpuSpent.toFixed(2)} s |`);
  process.exit(missing > 0 || within < CLIENTS * MINTS ? 1 : 0);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
