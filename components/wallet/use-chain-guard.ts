'use client';

import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAccount, useSwitchChain } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { chainGuard, type ChainGuard } from '@/lib/wallet/chain-guard';
import { unsupportedChainToast } from '@/lib/wallet/messages';
import { TOAST_UNSUPPORTED_CHAIN_MS } from '@/lib/constants';
import { openWalletDialog } from './wallet-store';

/** Toasts once per wrong-network spell (drop-pages §8, 8 s). */
export function useChainGuard(): { guard: ChainGuard; connect: () => void; switchChain: () => void } {
  const { address, chainId } = useAccount();
  const { switchChain } = useSwitchChain();
  const guard = chainGuard({ address, chainId }, publicConfig.chain.id);

  const warned = useRef(false);
  useEffect(() => {
    if (guard.kind !== 'wrong-network') {
      warned.current = false;
      return;
    }
    if (warned.current) return;
    warned.current = true;
    toast.error(unsupportedChainToast(publicConfig.chain), { id: 'unsupported-chain', duration: TOAST_UNSUPPORTED_CHAIN_MS });
  }, [guard.kind]);

  return {
    guard,
    connect: openWalletDialog,
    switchChain: useCallback(() => switchChain({ chainId: publicConfig.chain.id }), [switchChain]),
  };
}
