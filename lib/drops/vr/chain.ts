import 'server-only';
import { lushsuxVRAbi } from '@/contracts/generated/LushsuxVR';
import { serverChainClient } from '@/lib/chain/server';
import { VR_DROPS, type VrDropKey } from './config';

/** Each item's minted supply for the server HTML, by token id; a failed read is 0 (drop-pages §8) and is logged. */
export async function readVrSupplies(key: VrDropKey): Promise<Record<string, string>> {
  const drop = VR_DROPS[key];
  const address = drop.address;
  const entries = await Promise.all(
    drop.items.map(async (item): Promise<[string, string]> => {
      if (!address) return [String(item.id), '0'];
      try {
        // Both contracts are ERC1155Supply: the same totalSupply(id).
        const supply = await serverChainClient().readContract({ address, abi: lushsuxVRAbi, functionName: 'totalSupply', args: [item.id] });
        return [String(item.id), supply.toString()];
      } catch (err) {
        console.error(`[chain] ${drop.navKey} totalSupply(${item.id}) failed`, (err as Error).message);
        return [String(item.id), '0'];
      }
    }),
  );
  return Object.fromEntries(entries);
}
