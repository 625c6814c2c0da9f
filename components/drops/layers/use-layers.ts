'use client';

import { useQuery } from '@tanstack/react-query';
import { zeroAddress } from 'viem';
import { vhilsLayersAbi } from '@/contracts/generated/VhilsLayers';
import { vhilsStakingAbi } from '@/contracts/generated/VhilsStaking';
import { vhilsTearClaimAbi } from '@/contracts/generated/VhilsTearClaim';
import { vhilsTearsAbi } from '@/contracts/generated/VhilsTears';
import { api } from '@/lib/client/api';
import { chainRead } from '@/lib/chain/read';
import { useChainReadGroups, useChainReads } from '@/components/wallet/use-chain-reads';
import { LAYERS_CONTRACTS as C } from '@/lib/drops/layers/contracts';
import type { Layer } from '@/lib/drops/layers/rules';

/** Staking data refreshes on a timer (collections §4). */
const REFRESH_MS = 10_000;

export type LayerView = Layer & {
  /** The tear types used, in order (the contract's first entry dropped): 1 alpha, 2 beta. */
  tears: number[];
  claimable: boolean;
};

export type LayerMeta = { tokenId: string; name: string; state: number; image: string; attributes: Array<{ trait: string; value: string }> };

/** The wallet's layers from the chain; a failed read counts as empty (collections §8). */
export function useLayers(wallet: `0x${string}` | undefined) {
  const layers = { address: C.layers.address, abi: vhilsLayersAbi } as const;
  const staking = { address: C.staking.address, abi: vhilsStakingAbi } as const;
  const tears = { address: C.tears.address, abi: vhilsTearsAbi } as const;
  const owner = wallet ?? zeroAddress;
  const NONE: readonly bigint[] = [];
  const base = useChainReads(
    {
      owned: chainRead({ ...layers, functionName: 'ownedTokens', args: [owner] }, NONE),
      staked: chainRead({ ...staking, functionName: 'stakedTokens', args: [owner] }, NONE),
      balances: chainRead(
        {
          ...tears,
          functionName: 'balanceOfBatch',
          args: [
            [owner, owner],
            [1n, 2n],
          ],
        },
        NONE,
      ),
      tearUseApproved: chainRead({ ...tears, functionName: 'isApprovedForAll', args: [owner, C.tearUse.address ?? zeroAddress] }, false),
      stakingApproved: chainRead({ ...layers, functionName: 'isApprovedForAll', args: [owner, C.staking.address ?? zeroAddress] }, false),
      burnApproved: chainRead({ ...layers, functionName: 'isApprovedForAll', args: [owner, C.burn.address ?? zeroAddress] }, false),
    },
    { enabled: Boolean(wallet && C.layers.address), refetchInterval: REFRESH_MS },
  );
  const { owned, staked, balances } = base.values;
  const ids = [...owned, ...staked].sort((a, b) => (a < b ? -1 : 1));

  const details = useChainReadGroups(
    ids.map((id) => ({
      state: chainRead({ ...layers, functionName: 'state', args: [id] }, 0),
      tears: chainRead({ ...layers, functionName: 'tearIdUsed', args: [id] }, [] as readonly number[]),
      stake: chainRead({ ...staking, functionName: 'stakes', args: [id] }, null),
      tearLevel: chainRead({ ...staking, functionName: 'tearLevel', args: [id] }, 0),
      medalRank: chainRead({ ...staking, functionName: 'medalRank', args: [id] }, 0),
    })),
    { enabled: ids.length > 0, refetchInterval: REFRESH_MS },
  );
  const claim = useChainReads(
    { claimable: chainRead({ address: C.claim.address, abi: vhilsTearClaimAbi, functionName: 'checkClaimable', args: [ids] }, [] as readonly boolean[]) },
    { enabled: ids.length > 0, refetchInterval: REFRESH_MS },
  );
  const list: LayerView[] = ids.map((id, i) => {
    const r = details.values[i];
    const isStaked = staked.includes(id);
    return {
      tokenId: id,
      state: Number(r.state),
      tears: r.tears.slice(1).map(Number),
      staked: isStaked,
      stakedAt: isStaked && r.stake ? Number(r.stake[1]) : null,
      tearLevel: Number(r.tearLevel),
      medalRank: Number(r.medalRank),
      claimable: claim.values.claimable[i] ?? false,
    };
  });

  const key = ids.join(',');
  const meta = useQuery({
    queryKey: ['layers-metadata', key, list.map((l) => l.state).join(',')],
    enabled: ids.length > 0,
    queryFn: async () => {
      // The route takes 30 ids at a time; a layer torn since is read again.
      const chunks: { ids: string; states: string }[] = [];
      for (let i = 0; i < ids.length; i += 30) {
        const part = list.slice(i, i + 30);
        chunks.push({ ids: part.map((l) => String(l.tokenId)).join(','), states: part.map((l) => l.state).join(',') });
      }
      const pages = await Promise.all(chunks.map((c) => api<{ items: LayerMeta[] }>(`/api/layers/metadata?ids=${c.ids}&states=${c.states}`)));
      if (pages.some((p) => !p.ok)) throw new Error('The LAYERS metadata could not be read');
      return pages.flatMap((p) => (p.ok ? p.data.items : []));
    },
  });

  const refresh = async () => {
    await base.refetch();
    await Promise.all([details.refetch(), claim.refetch()]);
  };

  return {
    loading: base.waiting.length > 0 || details.waiting.length > 0,
    layers: list,
    owns: ids.length > 0,
    balances: { 1: balances[0] ?? 0n, 2: balances[1] ?? 0n } as Record<1 | 2, bigint>,
    approved: {
      tearUse: base.values.tearUseApproved,
      staking: base.values.stakingApproved,
      burn: base.values.burnApproved,
    },
    meta: new Map((meta.data ?? []).map((m) => [m.tokenId, m])),
    metaFailed: meta.isError,
    refresh,
  };
}
