'use client';

import { useQuery } from '@tanstack/react-query';
import { zeroAddress } from 'viem';
import { useReadContracts } from 'wagmi';
import { vhilsLayersAbi } from '@/contracts/generated/VhilsLayers';
import { vhilsStakingAbi } from '@/contracts/generated/VhilsStaking';
import { vhilsTearClaimAbi } from '@/contracts/generated/VhilsTearClaim';
import { vhilsTearsAbi } from '@/contracts/generated/VhilsTears';
import { api } from '@/lib/client/api';
import { publicConfig } from '@/lib/config/public';
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

const ok = <T>(r: { status: string; result?: unknown } | undefined): T | undefined => (r?.status === 'success' ? (r.result as T) : undefined);
const at = (address: `0x${string}` | null) => address ?? zeroAddress;

/**
 * The wallet's layers as the chain has them (owned and staked, each with its state, tears used,
 * staking record and whether it may still claim tears), its tear balances and approvals, and the
 * platform's metadata per layer. A failed read counts as zero or empty (collections §8).
 */
export function useLayers(wallet: `0x${string}` | undefined) {
  const chainId = publicConfig.chain.id;
  const layers = { address: at(C.layers.address), abi: vhilsLayersAbi, chainId } as const;
  const staking = { address: at(C.staking.address), abi: vhilsStakingAbi, chainId } as const;
  const tears = { address: at(C.tears.address), abi: vhilsTearsAbi, chainId } as const;
  const owner = wallet ?? zeroAddress;
  const base = useReadContracts({
    contracts: [
      { ...layers, functionName: 'ownedTokens', args: [owner] },
      { ...staking, functionName: 'stakedTokens', args: [owner] },
      {
        ...tears,
        functionName: 'balanceOfBatch',
        args: [
          [owner, owner],
          [1n, 2n],
        ],
      },
      { ...tears, functionName: 'isApprovedForAll', args: [owner, at(C.tearUse.address)] },
      { ...layers, functionName: 'isApprovedForAll', args: [owner, at(C.staking.address)] },
      { ...layers, functionName: 'isApprovedForAll', args: [owner, at(C.burn.address)] },
    ],
    query: { enabled: Boolean(wallet && C.layers.address), refetchInterval: REFRESH_MS },
  });
  const owned = ok<readonly bigint[]>(base.data?.[0]) ?? [];
  const staked = ok<readonly bigint[]>(base.data?.[1]) ?? [];
  const ids = [...owned, ...staked].sort((a, b) => (a < b ? -1 : 1));
  const balances = ok<readonly bigint[]>(base.data?.[2]) ?? [0n, 0n];

  const details = useReadContracts({
    contracts: [
      ...ids.flatMap((id) => [
        { ...layers, functionName: 'state', args: [id] } as const,
        { ...layers, functionName: 'tearIdUsed', args: [id] } as const,
        { ...staking, functionName: 'stakes', args: [id] } as const,
        { ...staking, functionName: 'tearLevel', args: [id] } as const,
        { ...staking, functionName: 'medalRank', args: [id] } as const,
      ]),
      { address: at(C.claim.address), abi: vhilsTearClaimAbi, chainId, functionName: 'checkClaimable', args: [ids] } as const,
    ],
    query: { enabled: ids.length > 0, refetchInterval: REFRESH_MS },
  });
  const claimable = ok<readonly boolean[]>(details.data?.[ids.length * 5]) ?? [];
  const list: LayerView[] = ids.map((id, i) => {
    const r = (k: number) => details.data?.[i * 5 + k];
    const stake = ok<readonly [string, bigint]>(r(2));
    const isStaked = staked.includes(id);
    return {
      tokenId: id,
      state: Number(ok<number>(r(0)) ?? 0),
      tears: (ok<readonly number[]>(r(1)) ?? []).slice(1).map(Number),
      staked: isStaked,
      stakedAt: isStaked && stake ? Number(stake[1]) : null,
      tearLevel: Number(ok<number>(r(3)) ?? 0),
      medalRank: Number(ok<number>(r(4)) ?? 0),
      claimable: claimable[i] ?? false,
    };
  });

  const key = ids.join(',');
  const meta = useQuery({
    queryKey: ['layers-metadata', key, list.map((l) => l.state).join(',')],
    enabled: ids.length > 0,
    queryFn: async () => {
      // The route takes 30 ids at a time, each with its state on the chain (a layer torn since is read again).
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
    await details.refetch();
  };

  return {
    loading: base.isPending || (ids.length > 0 && details.isPending),
    layers: list,
    owns: ids.length > 0,
    balances: { 1: balances[0] ?? 0n, 2: balances[1] ?? 0n } as Record<1 | 2, bigint>,
    approved: {
      tearUse: ok<boolean>(base.data?.[3]) ?? false,
      staking: ok<boolean>(base.data?.[4]) ?? false,
      burn: ok<boolean>(base.data?.[5]) ?? false,
    },
    meta: new Map((meta.data ?? []).map((m) => [m.tokenId, m])),
    metaFailed: meta.isError,
    refresh,
  };
}
