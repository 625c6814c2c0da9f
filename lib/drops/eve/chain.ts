import 'server-only';
import { eveEditionsAbi } from '@/contracts/generated/EveEditions';
import { serverChainClient } from '@/lib/chain/server';
import { EVE_MINT, eveToken, toTokenInfo, type EveTokenInfo } from './config';

/** The item's token info for the server HTML (minted of editions, price, window); null without a token or on a failed read (logged). */
export async function readEveToken(itemKey: string): Promise<EveTokenInfo | null> {
  const token = eveToken(itemKey);
  const address = token ? EVE_MINT[token.contract].address : null;
  if (!token || !address) return null;
  try {
    return toTokenInfo(await serverChainClient().readContract({ address, abi: eveEditionsAbi, functionName: 'tokens', args: [token.tokenId] }));
  } catch (err) {
    console.error(`[chain] EveEditions.tokens(${token.tokenId}) failed`, (err as Error).message);
    return null;
  }
}

/** The token info as strings, for a client island's props. */
export type EveTokenProps = { [K in keyof EveTokenInfo]: EveTokenInfo[K] extends bigint ? string : EveTokenInfo[K] };

export function tokenProps(t: EveTokenInfo): EveTokenProps {
  return {
    ...t,
    maxPerTxn: String(t.maxPerTxn),
    editions: String(t.editions),
    minted: String(t.minted),
    price: String(t.price),
    start: String(t.start),
    end: String(t.end),
  };
}
