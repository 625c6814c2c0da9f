import 'server-only';
import { readChain } from '@/lib/chain/server';
import { tokenLiveReader } from '@/lib/live/token-reader';
import { toLiveFigures } from '@/lib/live/wire';
import { VR_DROPS, type VrDropKey } from './config';
import { vrSupplyReads } from './contract';

/** Each item's minted count by `supply<id>`, the panel's own names; a failed read is 0 (drop-pages §8), logged. */
export function readVrSupplies(key: VrDropKey): Promise<Record<string, bigint>> {
  return readChain(vrSupplyReads(key));
}

/** The live stream's reader of `vr:<drop>`, or null for a name that is no VR drop on this chain: the minted counts, and the wallets whose tokens moved. */
export function vrLiveReader(topic: string) {
  const key = topic.slice('vr:'.length);
  if (!Object.hasOwn(VR_DROPS, key) || !VR_DROPS[key as VrDropKey].address) return null;
  return tokenLiveReader(VR_DROPS[key as VrDropKey].address, vrSupplyReads(key as VrDropKey), toLiveFigures);
}
