'use client';

import { useState } from 'react';
import type { Abi, ContractFunctionName } from 'viem';
import { WALLET_POLLING_MS } from '@/lib/constants';
import type { ChainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { useChainReads } from './use-chain-reads';
import { useContractEvents } from './use-contract-events';
import { useContractWrite, type WriteTexts } from './use-contract-write';
import { useSettlingAfterKept } from './panel-wallet';

export type Figure<T> = ChainRead<T> & { initial?: T };
export type Figures = Record<string, Figure<unknown>>;

export const withInitial = <T>(read: ChainRead<T>, initial: NoInfer<T> | undefined): Figure<T> => ({ ...read, initial });

/** `busy` covers the write and the refresh, so a second mint cannot slip in before the new balance. */
/** `writesTo`: contracts the panel writes to but does not read (the auction), so their kept transactions count too. */
export function useMint<S extends Figures>(reads: S, { enabled = true, writesTo = [] as readonly (string | null)[] } = {}) {
  const { values, waiting, refetch } = useChainReads(reads, {
    enabled,
    refetchInterval: WALLET_POLLING_MS,
    pending: (_g, name) => reads[name].initial ?? reads[name].fallback,
  });
  const loading = waiting.some((name) => reads[name].initial === undefined);
  // The panel's contract: its events (another collector's mint) read the figures again at once; the poll stays as the fallback.
  useContractEvents(Object.values(reads).find((read) => read.call)?.call ?? null, () => void refetch(), enabled);

  const { write, pending, kept } = useContractWrite([...Object.values(reads).map((read) => read.call?.address), ...writesTo]);
  const [refreshing, setRefreshing] = useState(false);
  const settling = useSettlingAfterKept(kept, refetch);

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

  return { figures: values, loading, mint, busy: pending || refreshing || settling };
}
