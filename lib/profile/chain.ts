import 'server-only';
import { zeroAddress } from 'viem';
import { membershipTokenAbi } from '@/contracts/generated/MembershipToken';
import { chainRead, readChain } from '@/lib/chain/server';
import { MEMBERSHIP_TOKEN } from './membership';

export async function readMembership(wallet: string | null): Promise<{ minted: bigint; supply: bigint }> {
  const c = { address: MEMBERSHIP_TOKEN.address, abi: membershipTokenAbi } as const;
  const owner = wallet && /^0x[0-9a-fA-F]{40}$/.test(wallet) ? (wallet as `0x${string}`) : null;
  return readChain(
    {
      minted: chainRead({ ...c, address: owner && c.address, functionName: 'minted', args: [owner ?? zeroAddress] }, 0n),
      supply: chainRead({ ...c, functionName: 'totalMinted' }, 0n),
      // Fresh: the banner must change on the reload after a mint.
    },
    { ttlMs: 0 },
  );
}
