import 'server-only';
import { createPublicClient, encodeFunctionData, http, type PublicClient } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { serverConfig } from '@/lib/config/server';
import { configuredChain } from '@/lib/wallet/chain';
import { holderBalance } from '@/lib/articles/gate';
import { gateReads, type TokenGate } from '@/lib/articles/gate-reads';
import { multicall3Abi } from '@/contracts/generated/Multicall3';
import { chainRead, type ChainCall, type ChainRead, type ChainReads, type ChainValues } from './read';

let client: PublicClient | undefined;

export function serverChainClient(): PublicClient {
  const rpcUrl = serverConfig().rpcUrl ?? publicConfig.chain.rpcUrl;
  client ??= createPublicClient({ chain: configuredChain(publicConfig.chain), transport: http(rpcUrl, { retryCount: 1, timeout: 5000 }) }) as PublicClient;
  return client;
}

/** The block a Multicall3 batch runs at, read in the same call so figures and their block agree; null without Multicall3. */
export const blockNumberRead = () =>
  chainRead({ address: serverChainClient().chain?.contracts?.multicall3?.address ?? null, abi: multicall3Abi, functionName: 'getBlockNumber' }, null);

/** Pages render per request and must not hang on a stopped node. */
export const CHAIN_READ_TIMEOUT_MS = 3000;
/** ARCHITECTURE.md: a few seconds. */
export const CHAIN_READ_TTL_MS = 3000;

export { chainRead, type ChainRead, type ChainReads, type ChainValues } from './read';

type Settled = { ok: true; value: unknown } | { ok: false; error: string };
const cache = new Map<string, { expires: number; value: Promise<Settled> }>();

export function clearChainReadCache() {
  cache.clear();
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fetchCalls(chain: Pick<PublicClient, 'chain' | 'multicall' | 'readContract'>, calls: ChainCall[], timeoutMs: number): Promise<Settled[]> {
  const failed = (err: unknown): Settled => ({ ok: false, error: (err as Error)?.message ?? String(err) });
  try {
    if (chain.chain?.contracts?.multicall3) {
      const results = await withTimeout(chain.multicall({ contracts: calls, allowFailure: true }), timeoutMs);
      return results.map((r) => (r.status === 'success' ? { ok: true, value: r.result } : failed(r.error)));
    }
    const settled = await withTimeout(Promise.allSettled(calls.map((c) => chain.readContract(c))), timeoutMs);
    return settled.map((s) => (s.status === 'fulfilled' ? { ok: true, value: s.value } : failed(s.reason)));
  } catch (err) {
    return calls.map(() => failed(err));
  }
}

/** ARCHITECTURE.md "Chain reads". A wallet's own holdings pass `ttlMs: 0`: a reload right after a mint must show it. */
export async function readChain<const R extends ChainReads>(
  reads: R,
  options: { ttlMs?: number; now?: number; timeoutMs?: number; client?: Pick<PublicClient, 'chain' | 'multicall' | 'readContract'> } = {},
): Promise<ChainValues<R>> {
  const { ttlMs = CHAIN_READ_TTL_MS, now = Date.now(), timeoutMs = CHAIN_READ_TIMEOUT_MS } = options;
  const entries = Object.entries(reads);
  const keyOf = (call: ChainCall) =>
    `${call.address.toLowerCase()}:${encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args ?? [] })}`;
  const pending: { key: string; call: ChainCall; resolve: (s: Settled) => void }[] = [];
  const values = entries.map(([, read]) => {
    if (!read.call) return Promise.resolve<Settled | null>(null);
    const key = keyOf(read.call);
    const hit = cache.get(key);
    if (ttlMs > 0 && hit && hit.expires > now) return hit.value;
    let resolve!: (s: Settled) => void;
    const value = new Promise<Settled>((r) => (resolve = r));
    // A fresh read (a wallet's own holdings) is not stored: per-wallet keys would only fill the map.
    if (ttlMs > 0) {
      if (cache.size > 5_000) cache.clear();
      cache.set(key, { expires: now + ttlMs, value });
    }
    pending.push({ key, call: read.call, resolve });
    return value;
  });
  if (pending.length) {
    const settled = await fetchCalls(
      options.client ?? serverChainClient(),
      pending.map((p) => p.call),
      timeoutMs,
    );
    pending.forEach((p, i) => {
      if (!settled[i].ok) cache.delete(p.key);
      p.resolve(settled[i]);
    });
  }
  const results = await Promise.all(values);
  return Object.fromEntries(
    entries.map(([name, read], i) => {
      const r = results[i];
      if (r === null) return [name, read.fallback];
      if (r.ok) return [name, r.value];
      console.error(`[chain] ${read.call?.functionName} at ${read.call?.address} failed`, r.error);
      return [name, read.fallback];
    }),
  ) as ChainValues<R>;
}

export const GATE_BALANCE_TTL_MS = 30_000;

/** A failed read counts 0 (the spec's default) and is not cached. */
export async function gateBalance(gate: TokenGate, owner: `0x${string}`, now = Date.now()): Promise<bigint> {
  const reads = Object.fromEntries(gateReads(gate, owner).map((call, i): [string, ChainRead<bigint | null>] => [String(i), { call, fallback: null }]));
  const values = await readChain(reads, { ttlMs: GATE_BALANCE_TTL_MS, now });
  return holderBalance(Object.values(values).map((v) => (v === null ? { status: 'failure' } : { status: 'success', result: v })));
}
