import 'server-only';
import { foundingMemberTokenAbi } from '@/contracts/generated/FoundingMemberToken';
import { serverChainClient } from '@/lib/chain/server';
import { FOUNDING_TOKEN } from './config';

/** The claimed supply for the server HTML; a failed read is 0 (drop-pages §8) and is logged. */
export async function readFoundingSupply(): Promise<bigint> {
  const address = FOUNDING_TOKEN.address;
  if (!address) return 0n;
  try {
    return await serverChainClient().readContract({ address, abi: foundingMemberTokenAbi, functionName: 'totalSupply' });
  } catch (err) {
    console.error('[chain] FoundingMemberToken.totalSupply failed', (err as Error).message);
    return 0n;
  }
}
