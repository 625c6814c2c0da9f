import 'server-only';
import { vhilsBurnAbi } from '@/contracts/generated/VhilsBurn';
import { serverChainClient } from '@/lib/chain/server';
import { BURN } from './config';

/** Token 4's supply (null when unknown: Sold Out, drop-pages §4) and whether sales are on, for the server HTML. */
export async function readBurn(): Promise<{ supply: bigint | null; salesActive: boolean }> {
  const address = BURN.burn.address;
  if (!address) return { supply: null, salesActive: false };
  const client = serverChainClient();
  const [supply, salesActive] = await Promise.all([
    client
      .readContract({ address, abi: vhilsBurnAbi, functionName: 'getToken4Supply' })
      .catch((err: Error) => (console.error('[chain] VhilsBurn.getToken4Supply failed', err.message), null)),
    client
      .readContract({ address, abi: vhilsBurnAbi, functionName: 'salesActive' })
      .catch((err: Error) => (console.error('[chain] VhilsBurn.salesActive failed', err.message), false)),
  ]);
  return { supply, salesActive };
}
