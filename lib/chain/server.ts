import 'server-only';
import { createPublicClient, http, type PublicClient } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { configuredChain } from '@/lib/wallet/chain';
import { holderBalance } from '@/lib/articles/gate';
import { gateReads, type TokenGate } from '@/lib/articles/gate-reads';

let client: PublicClient | undefined;

/** A viem client of the configured chain for server-side reads. */
export function serverChainClient(): PublicClient {
  client ??= createPublicClient({ chain: configuredChain(publicConfig.chain), transport: http(publicConfig.chain.rpcUrl, { retryCount: 1, timeout: 5000 }) }) as PublicClient;
  return client;
}

/** The owner's balance of the gate's token; a failed read is 0 and is logged (the spec's default). */
export async function gateBalance(gate: TokenGate, owner: `0x${string}`): Promise<bigint> {
  // One read per token id: the devnet has no Multicall3 contract to batch them.
  const settled = await Promise.allSettled(gateReads(gate, owner).map((read) => serverChainClient().readContract(read) as Promise<bigint>));
  settled
    .filter((s) => s.status === 'rejected')
    .forEach((s) => console.error('[chain] gate balance read failed', ((s as PromiseRejectedResult).reason as Error)?.message));
  return holderBalance(settled.map((s) => (s.status === 'fulfilled' ? { status: 'success', result: s.value } : { status: 'failure' })));
}
