'use client';

import { useEffect } from 'react';
import { useReadContracts } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { batchCalls, settleReads, type ChainReads, type ChainValues } from '@/lib/chain/read';

export type ChainReadOptions<R extends ChainReads> = {
  enabled?: boolean;
  refetchInterval?: number;
  pending?: (group: number, name: keyof R & string) => unknown;
};

/** A failed read shows the spec's default (drop-pages §8). */
export function useChainReadGroups<R extends ChainReads>(groups: readonly R[], { enabled = true, refetchInterval, pending }: ChainReadOptions<R> = {}) {
  const chainId = publicConfig.chain.id;
  const calls = batchCalls(groups);
  const query = useReadContracts({
    contracts: calls.map((call) => ({ ...call, chainId })),
    query: { enabled: enabled && calls.length > 0, refetchInterval },
  });
  const settled = settleReads(groups, enabled ? query.data : undefined, pending);
  const failed = settled.failed.join(', ');
  useEffect(() => {
    if (failed) console.error('[chain] reads failed, showing defaults:', failed);
  }, [failed]);
  return {
    values: settled.values as ChainValues<R>[],
    waiting: enabled ? settled.waiting : [],
    refetch: query.refetch,
  };
}

export function useChainReads<R extends ChainReads>(reads: R, options: ChainReadOptions<R> = {}) {
  const { values, ...rest } = useChainReadGroups([reads], options);
  return { values: values[0], ...rest };
}
