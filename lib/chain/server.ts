import 'server-only';
import { createPublicClient, http, type PublicClient } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { serverConfig } from '@/lib/config/server';
import { configuredChain } from '@/lib/wallet/chain';
import { holderBalance } from '@/lib/articles/gate';
import { gateReads, type TokenGate } from '@/lib/articles/gate-reads';

let client: PublicClient | undefined;

/** A viem client of the configured chain for server-side reads, on RPC_URL when set (else the public RPC). */
export function serverChainClient(): PublicClient {
  const rpcUrl = serverConfig().rpcUrl ?? publicConfig.chain.rpcUrl;
  client ??= createPublicClient({ chain: configuredChain(publicConfig.chain), transport: http(rpcUrl, { retryCount: 1, timeout: 5000 }) }) as PublicClient;
  return client;
}

/** A balance read stays good this long: a reader opening several gated articles costs one read per token. */
export const GATE_BALANCE_TTL_MS = 30_000;
const balances = new Map<string, { value: bigint; expires: number }>();

/** The owner's balance of the gate's token; a failed read is 0 and is logged (the spec's default). */
export async function gateBalance(gate: TokenGate, owner: `0x${string}`, now = Date.now()): Promise<bigint> {
  const key = `${owner.toLowerCase()}:${gate.contractAddress.toLowerCase()}:${gate.contractType}:${gate.tokenIds.join(',')}`;
  const cached = balances.get(key);
  if (cached && cached.expires > now) return cached.value;
  // One read per token id: the devnet has no Multicall3 contract to batch them.
  const settled = await Promise.allSettled(gateReads(gate, owner).map((read) => serverChainClient().readContract(read) as Promise<bigint>));
  settled
    .filter((s) => s.status === 'rejected')
    .forEach((s) => console.error('[chain] gate balance read failed', ((s as PromiseRejectedResult).reason as Error)?.message));
  const value = holderBalance(settled.map((s) => (s.status === 'fulfilled' ? { status: 'success', result: s.value } : { status: 'failure' })));
  // Only a complete read is kept: a failed one (counted 0) is tried again next time.
  if (settled.every((s) => s.status === 'fulfilled')) {
    if (balances.size > 10_000) balances.clear();
    balances.set(key, { value, expires: now + GATE_BALANCE_TTL_MS });
  }
  return value;
}
