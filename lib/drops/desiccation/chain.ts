import 'server-only';
import { desiccationEditionsAbi } from '@/contracts/generated/DesiccationEditions';
import { chainRead, readChain } from '@/lib/chain/server';
import { DESICCATION, type DesiccationEdition, type EditionFigures } from './config';

/** A failed read gives supply 0 and the configured price (drop-pages §8: failed reads are silent). */
export async function readEdition(edition: DesiccationEdition): Promise<EditionFigures> {
  const c = { address: DESICCATION.address, abi: desiccationEditionsAbi, args: [edition.tokenId] } as const;
  const { supply, editions } = await readChain({
    supply: chainRead({ ...c, functionName: 'totalSupply' }, 0n),
    editions: chainRead({ ...c, functionName: 'editions' }, null),
  });
  return { supply, price: editions ? editions[0] : edition.price };
}
