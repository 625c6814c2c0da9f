'use client';

import { useState } from 'react';
import type { Abi, ContractFunctionName } from 'viem';
import { WALLET_POLLING_MS } from '@/lib/constants';
import type { ChainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { useChainReads } from './use-chain-reads';
import { useContractWrite, type WriteTexts } from './use-contract-write';

export type Figure<T> = ChainRead<T> & { initial?: T };
export type Figures = Record<string, Figure<unknown>>;

export const withInitial = <T>(read: ChainRead<T>, initial: NoInfer<T> | undefined): Figure<T> => ({ ...read, initial });

/** `busy` covers the write and the refresh, so a second mint cannot slip in before the new balance. */
export function useMint<S extends Figures>(reads: S, { enabled = true } = {}) {
  const { values, waiting, refetch } = useChainReads(reads, {
    enabled,
    refetchInterval: WALLET_POLLING_MS,
    pending: (_g, name) => reads[name].initial ?? reads[name].fallback,
  });
  const loading = waiting.some((name) => reads[name].initial === undefined);

  const { write, pending } = useContractWrite(Object.values(reads).map((read) => read.call?.address));
  const [refreshing, setRefreshing] = useState(false);

  async function mint<A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>>(
    request: WriteRequest<A, F>,
    texts: WriteTexts,
  ): Promise<boolean> {
    const ok = (await write(request, texts)) !== null;
    // A failed mint may still have changed them.
    setRefreshing(ok);
    await refetch().finally(() => setRefreshing(false));
    return ok;
  }

  return { figures: values, loading, mint, busy: pending || refreshing };
}
