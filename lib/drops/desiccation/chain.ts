import 'server-only';
import { readChain } from '@/lib/chain/server';
import type { DesiccationEdition, EditionFigures } from './config';
import { editionReads } from './contract';

/** A failed read gives supply 0 and the configured price (drop-pages §8: failed reads are silent). */
export async function readEdition(edition: DesiccationEdition): Promise<EditionFigures> {
  const { supply, editions } = editionReads(edition.tokenId, undefined);
  const read = await readChain({ supply, editions });
  return { supply: read.supply, price: read.editions ? read.editions[0] : edition.price };
}
