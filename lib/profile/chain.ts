import 'server-only';
import { zeroAddress } from 'viem';
import { membershipTokenAbi } from '@/contracts/generated/MembershipToken';
import { serverChainClient } from '@/lib/chain/server';
import { MEMBERSHIP_TOKEN } from './membership';

/** The profile wallet's minted count and the total minted, for the server HTML; a failed read is 0 (logged). */
export async function readMembership(wallet: string | null): Promise<{ minted: bigint; supply: bigint }> {
  const address = MEMBERSHIP_TOKEN.address;
  if (!address) return { minted: 0n, supply: 0n };
  const client = serverChainClient();
  const read = (p: Promise<bigint>, what: string) => p.catch((err: Error) => (console.error(`[chain] MembershipToken.${what} failed`, err.message), 0n));
  const owner = (wallet && /^0x[0-9a-fA-F]{40}$/.test(wallet) ? wallet : zeroAddress) as `0x${string}`;
  const [minted, supply] = await Promise.all([
    wallet ? read(client.readContract({ address, abi: membershipTokenAbi, functionName: 'minted', args: [owner] }), 'minted') : 0n,
    read(client.readContract({ address, abi: membershipTokenAbi, functionName: 'totalMinted' }), 'totalMinted'),
  ]);
  return { minted, supply };
}
