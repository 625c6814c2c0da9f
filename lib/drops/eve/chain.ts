import 'server-only';
import { readChain } from '@/lib/chain/server';
import { eveToken, toTokenInfo, type EveTokenInfo } from './config';
import { eveReads } from './contract';

/** null without a token or on a failed read (logged). */
export async function readEveToken(title: string): Promise<EveTokenInfo | null> {
  const token = eveToken(title);
  if (!token) return null;
  const { info } = await readChain({ info: eveReads(token, undefined).token });
  return info && toTokenInfo(info);
}
