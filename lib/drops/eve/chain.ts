import 'server-only';
import { readChain } from '@/lib/chain/server';
import { tokenLiveReader } from '@/lib/live/token-reader';
import { toLiveFigures } from '@/lib/live/wire';
import { EVE_ITEMS, EVE_MINT, eveToken } from './config';
import { toTokenInfo, type EveTokenInfo } from './rules';
import { eveReads } from './contract';
import { eveTopic } from './live';

/** null without a token or on a failed read (logged). */
export async function readEveToken(title: string): Promise<EveTokenInfo | null> {
  const token = eveToken(title);
  if (!token) return null;
  const { info } = await readChain({ info: eveReads(token, undefined).token });
  return info && toTokenInfo(info);
}

/** The live stream's reader of `topic` (`eveTopic`), or null for a name that is no Eve token on this chain. */
export function eveLiveReader(topic: string) {
  const ref = EVE_ITEMS.find((item) => eveTopic(item) === topic);
  const address = ref && EVE_MINT[ref.contract].address;
  if (!ref || !address) return null;
  return tokenLiveReader(address, { token: eveReads(ref, undefined).token }, ({ token }, touched) => toLiveFigures(toTokenInfo(token), touched));
}
