import 'server-only';
import { bullsPowerTetheredAbi } from '@/contracts/generated/BullsPowerTethered';
import { chainRead, readChain } from '@/lib/chain/server';
import { TETHERED, type TetheredFigures } from './config';

/** A failed read gives the spec's defaults (0, 0.05 ETH). */
export function readTethered(): Promise<TetheredFigures> {
  const c = { address: TETHERED.address, abi: bullsPowerTetheredAbi } as const;
  return readChain({
    supply: chainRead({ ...c, functionName: 'totalSupply' }, 0n),
    price: chainRead({ ...c, functionName: 'price' }, TETHERED.price),
  });
}
