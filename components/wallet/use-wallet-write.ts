'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Abi, ContractFunctionName } from 'viem';
import type { AnyWrite, WriteRequest, WriteTexts } from '@/lib/wallet/write';
import { walletRuntime } from './panel-wallet';
import { useWallet } from './wallet-store';

/**
 * The same write for a part on wagmi's hooks (LAYERS, Synthia's mint modal), whose reads are its
 * own: `pending` while it sends or a transaction to one of `contracts` is pending, here or in another tab.
 */
export function useWalletWrite(contracts: readonly (string | null | undefined)[]) {
  const [sending, setSending] = useState(false);
  const pending = useWallet((s) => s.runtime?.pending(contracts) ?? false);
  // Loaded at once: a transaction pending from before a reload shows as soon as the part does.
  useEffect(() => void walletRuntime().catch(() => undefined), []);
  const write = useCallback(
    async <A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>>(
      request: WriteRequest<A, F> | readonly AnyWrite[],
      texts: WriteTexts,
    ): Promise<`0x${string}` | null> => {
      setSending(true);
      try {
        return await (await walletRuntime()).write(request as AnyWrite | readonly AnyWrite[], texts);
      } finally {
        setSending(false);
      }
    },
    [],
  );
  return { write, pending: sending || pending };
}
