import 'server-only';
import { vhilsLayersAbi } from '@/contracts/generated/VhilsLayers';
import { vhilsLayersBurnAbi } from '@/contracts/generated/VhilsLayersBurn';
import { vhilsTearClaimAbi } from '@/contracts/generated/VhilsTearClaim';
import { vhilsTearsAbi } from '@/contracts/generated/VhilsTears';
import { serverChainClient } from '@/lib/chain/server';
import { LAYERS_CONTRACTS as C } from './contracts';
import { tearRight, windowsOrFallback, type TearRight, type Windows } from './rules';

const logged = (what: string) => (err: Error) => (console.error(`[chain] ${what} failed`, err.message), null);

/** The public figures for the server HTML: the claim and burn windows (the configured fallbacks where a read fails) and the layers in circulation. */
export async function readLayers(): Promise<{ windows: Windows; supply: bigint | null }> {
  const client = serverChainClient();
  const read = <T>(address: `0x${string}` | null, run: (a: `0x${string}`) => Promise<T>, what: string) =>
    address ? run(address).catch(logged(what)) : Promise.resolve(null);
  const [claimStart, claimEnd, burnStart, burnEnd, supply] = await Promise.all([
    read(C.claim.address, (address) => client.readContract({ address, abi: vhilsTearClaimAbi, functionName: 'start' }), 'VhilsTearClaim.start'),
    read(C.claim.address, (address) => client.readContract({ address, abi: vhilsTearClaimAbi, functionName: 'end' }), 'VhilsTearClaim.end'),
    read(C.burn.address, (address) => client.readContract({ address, abi: vhilsLayersBurnAbi, functionName: 'start' }), 'VhilsLayersBurn.start'),
    read(C.burn.address, (address) => client.readContract({ address, abi: vhilsLayersBurnAbi, functionName: 'end' }), 'VhilsLayersBurn.end'),
    read(C.layers.address, (address) => client.readContract({ address, abi: vhilsLayersAbi, functionName: 'totalSupply' }), 'VhilsLayers.totalSupply'),
  ]);
  const n = (v: bigint | null) => (v === null ? null : Number(v));
  return { windows: windowsOrFallback({ claimStart: n(claimStart), claimEnd: n(claimEnd), burnStart: n(burnStart), burnEnd: n(burnEnd) }), supply };
}

/** The wallet's right to a layer's tear data, read from the chain (owner of the layer, tears of the type); throws when the chain cannot be read. */
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
