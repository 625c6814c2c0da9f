'use client';

import { useEffect, useState } from 'react';
import type { Abi, ContractFunctionName } from 'viem';
import { useReadContracts } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { WALLET_POLLING_MS } from '@/lib/constants';
import { readFigures, type FigureSpec } from '@/lib/wallet/read-figures';
import type { WriteRequest } from '@/lib/wallet/write';
import { useContractWrite, type WriteTexts } from './use-contract-write';

/** One figure of a mint panel: the contract read behind it, its default and the server's value. */
export type FigureRead<T> = FigureSpec<T> & { read: { address: `0x${string}`; abi: Abi; functionName: string; args?: readonly unknown[] } };

/**
 * The recurring shape of a mint panel: read chain state → derive the button (the caller's pure
 * rule) → write through the one write helper → refresh. Figures start from what the server
 * rendered and are kept live by polling; `busy` covers the write and the refresh after it, so a
 * second mint cannot slip in before the new balance is read.
 */
export function useMint<S extends Record<string, FigureRead<unknown>>>(reads: S, { enabled = true } = {}) {
  const keys = Object.keys(reads);
  const query = useReadContracts({
    contracts: keys.map((k) => ({ ...reads[k].read, chainId: publicConfig.chain.id })) as never,
    query: { enabled, refetchInterval: WALLET_POLLING_MS },
  });
  const { figures, loading, failed } = readFigures(reads, query.data as never);
  const failedKeys = failed.join(', ');
  // Logged once per change, not on every render (drop-pages §8: failed reads fall back silently).
  useEffect(() => {
    if (failedKeys) console.error('[chain] reads failed, showing defaults:', failedKeys);
  }, [failedKeys]);

  const { write, pending } = useContractWrite();
  const [refreshing, setRefreshing] = useState(false);

  async function mint<A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>>(
    request: WriteRequest<A, F>,
    texts: WriteTexts,
  ): Promise<boolean> {
    const ok = (await write(request, texts)) !== null;
    // Either way the figures are read again (a failed mint may still have changed them).
    setRefreshing(ok);
    await query.refetch().finally(() => setRefreshing(false));
    return ok;
  }

  return { figures, loading: enabled && loading, mint, busy: pending || refreshing };
}
