import 'server-only';
import { readChain } from '@/lib/chain/server';
import { membershipReads } from './membership-contract';

export async function readMembership(wallet: string | null): Promise<{ minted: bigint; supply: bigint }> {
  // Fresh: the banner must change on the reload after a mint.
  return readChain(membershipReads(wallet), { ttlMs: 0 });
}
