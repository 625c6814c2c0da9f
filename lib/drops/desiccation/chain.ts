import 'server-only';
import { readChain } from '@/lib/chain/server';
import { tokenLiveReader } from '@/lib/live/token-reader';
import { toLiveFigures } from '@/lib/live/wire';
import { DESICCATION, DESICCATION_EDITIONS, type DesiccationEdition, type EditionFigures } from './config';
import { editionReads } from './contract';

/** A failed read gives supply 0 and the configured price (drop-pages §8: failed reads are silent). */
export async function readEdition(edition: DesiccationEdition): Promise<EditionFigures> {
  const { supply, editions } = editionReads(edition.tokenId, undefined);
  const read = await readChain({ supply, editions });
  return { supply: read.supply, price: read.editions ? read.editions[0] : edition.price };
}

/** The live stream's reader of `desiccation:<token id>`, or null for a name that is no edition on this chain: its minted count, and the wallets whose editions moved. */
export function desiccationLiveReader(topic: string) {
  const edition = DESICCATION_EDITIONS.find((e) => `desiccation:${e.tokenId}` === topic);
  if (!edition || !DESICCATION.address) return null;
  return tokenLiveReader(DESICCATION.address, { supply: editionReads(edition.tokenId, undefined).supply }, toLiveFigures);
}
