import 'server-only';
import { lushsuxVRAbi } from '@/contracts/generated/LushsuxVR';
import { chainRead, readChain } from '@/lib/chain/server';
import { VR_DROPS, type VrDropKey } from './config';

/** A failed read is 0 (drop-pages §8), logged. */
export async function readVrSupplies(key: VrDropKey): Promise<Record<string, bigint>> {
  const drop = VR_DROPS[key];
  // Both contracts are ERC1155Supply: the same totalSupply(id).
  return readChain(
    Object.fromEntries(
      drop.items.map((item) => [String(item.id), chainRead({ address: drop.address, abi: lushsuxVRAbi, functionName: 'totalSupply', args: [item.id] }, 0n)]),
    ),
  );
}
