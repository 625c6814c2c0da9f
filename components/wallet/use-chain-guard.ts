'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAccount, useSwitchChain } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { chainGuard, type ChainGuard } from '@/lib/wallet/chain-guard';
import { unsupportedChainToast } from '@/lib/wallet/messages';
import { TOAST_UNSUPPORTED_CHAIN_MS } from '@/lib/constants';
import { walletHost } from './wallet-account';
import { requestWalletStack } from './wallet-stack';

/** Toasts once per wrong-network spell (drop-pages §8, 8 s). */
export function useChainGuard(): { guard: ChainGuard; connect: () => void; switchChain: () => void } {
  const { address, chainId } = useAccount();
  const { openConnectModal } = useConnectModal();
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
    // A connect goes to the host, which opens the modal once the wallet has settled; a part rendered in
    // the host's context (inWalletHost) has no modal of its own and asks the host for it.
    connect: useCallback(
      () => (!openConnectModal ? void walletHost().then((host) => host.openConnect()) : address ? openConnectModal() : requestWalletStack({ openModal: true })),
      [address, openConnectModal],
    ),
    switchChain: useCallback(() => switchChain({ chainId: publicConfig.chain.id }), [switchChain]),
  };
}
