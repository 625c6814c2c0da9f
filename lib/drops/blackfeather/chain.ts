import 'server-only';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { serverChainClient } from '@/lib/chain/server';
import { BLACK_FEATHER, type BlackFeatherFigures } from './config';

/** Supply, price and sales flag for the server HTML; a failed read gives the spec's defaults (0, config price, false). */
export async function readBlackFeather(): Promise<BlackFeatherFigures> {
  const address = BLACK_FEATHER.address;
  if (!address) return { supply: 0n, price: BLACK_FEATHER.price, salesActive: false };
  const client = serverChainClient();
  const read = async <T>(functionName: 'totalSupply' | 'price' | 'salesActive', fallback: T): Promise<T> => {
    try {
      return (await client.readContract({ address, abi: blackFeatherAbi, functionName })) as T;
    } catch (err) {
      console.error(`[chain] BlackFeather.${functionName} failed`, (err as Error).message);
      return fallback;
    }
  };
  const [supply, price, salesActive] = await Promise.all([read('totalSupply', 0n), read('price', BLACK_FEATHER.price), read('salesActive', false)]);
  return { supply, price, salesActive };
}
