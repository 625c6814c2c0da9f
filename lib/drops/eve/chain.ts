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
