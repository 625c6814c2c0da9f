import 'server-only';
import { eveEditionsAbi } from '@/contracts/generated/EveEditions';
import { chainRead, readChain } from '@/lib/chain/server';
import { EVE_MINT, eveToken, toTokenInfo, type EveTokenInfo } from './config';

/** null without a token or on a failed read (logged). */
export async function readEveToken(title: string): Promise<EveTokenInfo | null> {
  const token = eveToken(title);
  if (!token) return null;
  const { info } = await readChain({
    info: chainRead({ address: EVE_MINT[token.contract].address, abi: eveEditionsAbi, functionName: 'tokens', args: [token.tokenId] }, null),
  });
  return info && toTokenInfo(info);
}

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
