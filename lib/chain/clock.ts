import 'server-only';
import type { PublicClient } from 'viem';
import { chainTimeFrom } from '@/lib/time/chain-clock';
import { serverChainClient, withTimeout } from './server';

const CLOCK_READ_TIMEOUT_MS = 1000;
/** After a node failed to answer, pages take the server's clock for this long instead of waiting again. */
const RETRY_AFTER_MS = 5000;
let failedAt = -Infinity;

type BlockReader = Pick<PublicClient, 'getBlock'>;

async function block(client: BlockReader, pending: boolean) {
  const read = await client.getBlock({ blockTag: pending ? 'pending' : 'latest' });
  return { timestamp: Number(read.timestamp), pending };
}

/**
 * The time the page's rules take (the chain's time for on-chain windows): read per render, as a
 * moved chain must show at once; the server's clock while the node does not answer.
 */
export async function chainNow(client: BlockReader = serverChainClient(), now = Date.now): Promise<Date> {
  if (now() - failedAt < RETRY_AFTER_MS) return new Date(now());
  try {
    const read = await withTimeout(
      block(client, true).catch(() => block(client, false)),
      CLOCK_READ_TIMEOUT_MS,
    );
    return new Date(chainTimeFrom(read, now()));
  } catch {
    failedAt = now();
    return new Date(now());
  }
}
