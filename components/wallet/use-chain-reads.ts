'use client';

import { useEffect } from 'react';
import { useReadContracts } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { batchCalls, settleReads, type ChainReads, type ChainValues } from '@/lib/chain/read';

export type ChainReadOptions<R extends ChainReads> = {
  enabled?: boolean;
  refetchInterval?: number;
  /** The value a read shows before its first answer (the server's figure); the fallback if not given. */
  pending?: (group: number, name: keyof R & string) => unknown;
};

/**
 * Groups of contract reads (each declared with `chainRead`, typed from its ABI) in one batched
 * wagmi query on the configured chain, answered by name: a list of the same reads per token is a
 * list of groups. A failed read shows its fallback, the spec's default (drop-pages §8), and is
 * logged once per change.
 */
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
    /** The reads still without an answer (none while disabled): `name`, or `name#group` with several groups. */
    waiting: enabled ? settled.waiting : [],
    refetch: query.refetch,
  };
}

/** One group of reads: see useChainReadGroups. */
export function useChainReads<R extends ChainReads>(reads: R, options: ChainReadOptions<R> = {}) {
  const { values, ...rest } = useChainReadGroups([reads], options);
  return { values: values[0], ...rest };
}
