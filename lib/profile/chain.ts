import 'server-only';
import { zeroAddress } from 'viem';
import { membershipTokenAbi } from '@/contracts/generated/MembershipToken';
import { chainRead, readChain } from '@/lib/chain/server';
import { MEMBERSHIP_TOKEN } from './membership';

/** The profile wallet's minted count and the total minted, for the server HTML; a failed read is 0 (logged). */
export async function readMembership(wallet: string | null): Promise<{ minted: bigint; supply: bigint }> {
  const c = { address: MEMBERSHIP_TOKEN.address, abi: membershipTokenAbi } as const;
  const owner = wallet && /^0x[0-9a-fA-F]{40}$/.test(wallet) ? (wallet as `0x${string}`) : null;
  return readChain(
    {
      minted: chainRead({ ...c, address: owner && c.address, functionName: 'minted', args: [owner ?? zeroAddress] }, 0n),
      supply: chainRead({ ...c, functionName: 'totalMinted' }, 0n),
      // The wallet's own mint is read fresh: the banner must change on the reload after it.
    },
    { ttlMs: 0 },
  );
}
