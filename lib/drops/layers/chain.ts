import 'server-only';
import { vhilsLayersAbi } from '@/contracts/generated/VhilsLayers';
import { vhilsLayersBurnAbi } from '@/contracts/generated/VhilsLayersBurn';
import { vhilsTearClaimAbi } from '@/contracts/generated/VhilsTearClaim';
import { vhilsTearsAbi } from '@/contracts/generated/VhilsTears';
import { chainRead, readChain, serverChainClient } from '@/lib/chain/server';
import { LAYERS_CONTRACTS as C } from './contracts';
import { tearRight, windowsOrFallback, type TearRight, type Windows } from './rules';

/** Failed window reads take the configured fallbacks. */
export async function readLayers(): Promise<{ windows: Windows; supply: bigint | null }> {
  const [claim, burn] = [
    { address: C.claim.address, abi: vhilsTearClaimAbi },
    { address: C.burn.address, abi: vhilsLayersBurnAbi },
  ] as const;
  const r = await readChain({
    claimStart: chainRead({ ...claim, functionName: 'start' }, null),
    claimEnd: chainRead({ ...claim, functionName: 'end' }, null),
    burnStart: chainRead({ ...burn, functionName: 'start' }, null),
    burnEnd: chainRead({ ...burn, functionName: 'end' }, null),
    supply: chainRead({ address: C.layers.address, abi: vhilsLayersAbi, functionName: 'totalSupply' }, null),
  });
  const n = (v: bigint | null) => (v === null ? null : Number(v));
  return {
    windows: windowsOrFallback({ claimStart: n(r.claimStart), claimEnd: n(r.claimEnd), burnStart: n(r.burnStart), burnEnd: n(r.burnEnd) }),
    supply: r.supply,
  };
}

/** Not through readChain: a right to data needs the chain as it is now (no cache), and a failed read refuses. */
export async function readTearRight(wallet: `0x${string}`, tokenId: bigint, tearType: 1 | 2): Promise<TearRight> {
  const client = serverChainClient();
  const [layers, tears] = [C.layers.address, C.tears.address];
  if (!layers || !tears) throw new Error('the layers contracts are not configured');
  const [owner, tearBalance] = await Promise.all([
    client.readContract({ address: layers, abi: vhilsLayersAbi, functionName: 'ownerOf', args: [tokenId] }).catch((err: Error) => {
      // A layer that does not exist has no owner: nobody may have its data.
      if (/nonexistent|ERC721NonexistentToken|revert/i.test(err.message)) return '0x0000000000000000000000000000000000000000' as const;
      throw err;
    }),
    client.readContract({ address: tears, abi: vhilsTearsAbi, functionName: 'balanceOf', args: [wallet, BigInt(tearType)] }),
  ]);
  return tearRight({ wallet, owner, tearBalance });
}
