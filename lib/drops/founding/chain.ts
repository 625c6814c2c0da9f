import 'server-only';
import { foundingMemberTokenAbi } from '@/contracts/generated/FoundingMemberToken';
import { chainRead, readChain } from '@/lib/chain/server';
import { FOUNDING_TOKEN } from './config';

/** A failed read is 0 (drop-pages §8), logged. */
export async function readFoundingSupply(): Promise<bigint> {
  const { supply } = await readChain({
    supply: chainRead({ address: FOUNDING_TOKEN.address, abi: foundingMemberTokenAbi, functionName: 'totalSupply' }, 0n),
  });
  return supply;
}
