'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { formatEther } from 'viem';
import { useAccount, useReadContracts, useSwitchChain } from 'wagmi';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { useContractWrite } from '@/components/wallet/use-contract-write';
import { WalletProviders } from '@/components/wallet/wallet-providers';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { publicConfig } from '@/lib/config/public';
import { WALLET_POLLING_MS } from '@/lib/constants';
import { blackFeatherButton } from '@/lib/drops/blackfeather/button-state';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import { BLACK_FEATHER_MESSAGES } from '@/lib/drops/blackfeather/messages';
import { WALLET_MESSAGES, wrongNetworkMessage } from '@/lib/wallet/messages';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import styles from './blackfeather-mint.module.css';

const contract = publicConfig.contracts.BlackFeather;

/** Reads of a failed call give the spec's defaults (0, false) instead of an error. */
function value<T>(result: { status: string; result?: unknown } | undefined, fallback: T): T {
  return result?.status === 'success' ? (result.result as T) : fallback;
}

function useSignedInUser(address: string | undefined) {
  const session = useWalletSession();
  const signedIn = isSignedInWallet(address, session.address);
  const me = useQuery({
    queryKey: ['me', session.address],
    enabled: signedIn,
    queryFn: async () => {
      const res = await fetch('/api/me');
      if (!res.ok) return null;
      return ((await res.json()) as { user: { emailVerified: boolean } }).user;
    },
  });
  // A failed read of the user counts as not verified (the spec's default), not as loading forever.
  const emailVerified = !signedIn ? null : me.isPending ? null : (me.data?.emailVerified ?? false);
  return { signedIn, emailVerified };
}

function Mint() {
  const { address, chainId } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { switchChain } = useSwitchChain();
  const { write, pending } = useContractWrite();
  // Stays "Minting..." until the balance is read again, so a second mint cannot slip in between.
  const [refreshing, setRefreshing] = useState(false);
  const { signedIn, emailVerified } = useSignedInUser(address);
  const browserWallet = useBrowserWallet();

  const base = { address: contract!, abi: blackFeatherAbi, chainId: publicConfig.chain.id } as const;
  const reads = useReadContracts({
    contracts: [
      { ...base, functionName: 'totalSupply' },
      { ...base, functionName: 'salesActive' },
      { ...base, functionName: 'price' },
      { ...base, functionName: 'balanceOf', args: [address ?? '0x0000000000000000000000000000000000000000', BLACK_FEATHER.tokenId] },
    ],
    query: { enabled: Boolean(contract), refetchInterval: WALLET_POLLING_MS },
  });
  const [supplyRead, salesRead, priceRead, balanceRead] = reads.data ?? [];
  const supply = value(supplyRead, 0n);
  const price = value(priceRead, BLACK_FEATHER.price);
  const state = blackFeatherButton({
    connected: Boolean(address),
    loading: Boolean(contract) && reads.isPending,
    supply,
    edition: BLACK_FEATHER.edition,
    onConfiguredChain: chainId === publicConfig.chain.id,
    chainLabel: publicConfig.chain.label,
    salesActive: value(salesRead, false),
    minting: pending || refreshing,
    balance: address ? value(balanceRead, 0n) : 0n,
    signedIn,
    emailVerified,
  });

  const onClick = async () => {
    if (state.kind === 'connect') return openConnectModal?.();
    if (state.kind === 'wrong-network') return switchChain({ chainId: publicConfig.chain.id });
    if (state.kind !== 'mint' || state.disabled || !contract) return;
    const ok = await write(
      { address: contract, abi: blackFeatherAbi, functionName: 'mint', value: price },
      {
        progress: BLACK_FEATHER_MESSAGES.progress,
        success: BLACK_FEATHER_MESSAGES.success,
        fallback: BLACK_FEATHER_MESSAGES.mintFallback,
        reverted: { WrongPrice: BLACK_FEATHER_MESSAGES.unableToMint, SalesInactive: BLACK_FEATHER_MESSAGES.mintError, SoldOut: BLACK_FEATHER_MESSAGES.mintError },
      },
    );
    if (!ok) return;
    setRefreshing(true);
    await reads.refetch().finally(() => setRefreshing(false));
  };

  return (
    <div className={styles.mint}>
      <p className={styles.counter} aria-live="polite">
        <strong>{supply.toString()}</strong>{` / ${BLACK_FEATHER.edition} minted`}
      </p>
      <p className={styles.hint}>Mint price {formatEther(price)} ETH, one token per mint.</p>
      <button type="button" className={styles.button} disabled={state.disabled} onClick={onClick}>
        {state.label}
      </button>
      {state.kind === 'connect' && browserWallet === false && (
        <p role="status" className={styles.hint}>
          {WALLET_MESSAGES.noWallet}
        </p>
      )}
      {state.kind === 'wrong-network' && (
        <p role="alert" className={styles.hint}>
          {wrongNetworkMessage(publicConfig.chain)}
        </p>
      )}
      {state.kind === 'mint' && state.reason === 'email-unverified' && (
        <p className={styles.hint}>
          <Link href="/users/update">{BLACK_FEATHER_MESSAGES.verifyEmail}</Link>
        </p>
      )}
      {state.kind === 'mint' && state.reason === 'not-signed-in' && (
        <p className={styles.hint}>
          <button type="button" className={styles.linkButton} onClick={openConnectModal}>
            Sign in with your wallet to mint
          </button>
        </p>
      )}
      {!contract && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </div>
  );
}

/** The Black Feather mint: counter, price and the button of drop-pages §4 on the configured chain. */
export default function BlackFeatherMint() {
  return (
    <WalletProviders>
      <Mint />
    </WalletProviders>
  );
}
