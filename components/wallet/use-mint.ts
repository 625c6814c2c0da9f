'use client';

import { useState } from 'react';
import type { Abi, ContractFunctionName } from 'viem';
import { WALLET_POLLING_MS } from '@/lib/constants';
import type { ChainRead } from '@/lib/chain/read';
import type { WriteRequest } from '@/lib/wallet/write';
import { useChainReads } from './use-chain-reads';
import { useContractWrite, type WriteTexts } from './use-contract-write';

/**
 * One figure of a mint panel: its contract read (`chainRead`, typed from the ABI, with the spec's
 * default) and the value the server rendered, shown until the first answer. A figure the server
 * could not know (the wallet's own balance) has none, and keeps the panel loading until it is read.
 */
export type Figure<T> = ChainRead<T> & { initial?: T };
export type Figures = Record<string, Figure<unknown>>;

/** A read with the server's figure to show until the chain answers. */
export const withInitial = <T>(read: ChainRead<T>, initial: NoInfer<T> | undefined): Figure<T> => ({ ...read, initial });

/**
 * The recurring shape of a mint panel: read chain state → derive the button (the caller's pure
 * rule) → write through the one write helper → refresh. Figures start from what the server
 * rendered and are kept live by polling; `busy` covers the write and the refresh after it, so a
 * second mint cannot slip in before the new balance is read.
 */
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
    // Either way the figures are read again (a failed mint may still have changed them).
    setRefreshing(ok);
    await refetch().finally(() => setRefreshing(false));
    return ok;
  }

  return { figures: values, loading, mint, busy: pending || refreshing };
}
