import 'server-only';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { chainRead, readChain } from '@/lib/chain/server';
import { BLACK_FEATHER, type BlackFeatherFigures } from './config';

/** A failed read gives the spec's defaults (0, config price, false). */
export function readBlackFeather(): Promise<BlackFeatherFigures> {
  const c = { address: BLACK_FEATHER.address, abi: blackFeatherAbi } as const;
  return readChain({
    supply: chainRead({ ...c, functionName: 'totalSupply' }, 0n),
    price: chainRead({ ...c, functionName: 'price' }, BLACK_FEATHER.price),
    salesActive: chainRead({ ...c, functionName: 'salesActive' }, false),
  });
}
