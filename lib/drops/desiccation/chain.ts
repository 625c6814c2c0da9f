import 'server-only';
import { desiccationEditionsAbi } from '@/contracts/generated/DesiccationEditions';
import { serverChainClient } from '@/lib/chain/server';
import { DESICCATION, type DesiccationEdition, type EditionFigures } from './config';

/**
 * An edition's minted supply and price for the server HTML. A failed read gives the spec's defaults:
 * supply 0 and the configured price (drop-pages §8: failed reads are silent).
 */
export async function readEdition(edition: DesiccationEdition): Promise<EditionFigures> {
  const address = DESICCATION.address;
  const fallback = { supply: 0n, price: edition.price };
  if (!address) return fallback;
  const client = serverChainClient();
  try {
    const [supply, [price]] = await Promise.all([
      client.readContract({ address, abi: desiccationEditionsAbi, functionName: 'totalSupply', args: [edition.tokenId] }),
      client.readContract({ address, abi: desiccationEditionsAbi, functionName: 'editions', args: [edition.tokenId] }),
    ]);
    return { supply, price };
  } catch (err) {
    console.error(`[chain] DesiccationEditions(${edition.tokenId}) failed`, (err as Error).message);
    return fallback;
  }
}
