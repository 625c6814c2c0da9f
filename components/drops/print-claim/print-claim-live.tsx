'use client';

import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import Link from 'next/link';
import { useState } from 'react';
import { zeroAddress } from 'viem';
import { useAccount } from 'wagmi';
import { jokerPrintClaimAbi } from '@/contracts/generated/JokerPrintClaim';
import { PanelButton } from '@/components/drops/panel-button';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { WalletProviders } from '@/components/wallet/wallet-providers';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { PRINT_CLAIM_MESSAGES as M } from '@/lib/drops/print-claim/messages';
import { printClaimButton } from '@/lib/drops/print-claim/rules';
import { ClaimToken } from './claim-token';
import styles from '@/components/drops/panel.module.css';

function Claim({ id }: { id: number }) {
  const { guard, connect, switchChain } = useChainGuard();
  const { status } = useAccount();
  const browserWallet = useBrowserWallet();
  const contract = PRINT_CLAIM.address;
  const base = { address: contract ?? zeroAddress, abi: jokerPrintClaimAbi } as const;
  const { figures, mint, busy } = useMint(
    {
      salesActive: chainRead({ ...base, functionName: 'salesActive' }, false),
      supply: chainRead({ ...base, functionName: 'totalSupply' }, 0n),
      claimed: chainRead({ ...base, functionName: 'claimed', args: [BigInt(id)] }, false),
    },
    { enabled: Boolean(contract) },
  );
  const [succeeded, setSucceeded] = useState(false);
  const state = printClaimButton({
    salesActive: figures.salesActive,
    supply: figures.supply,
    connected: guard.kind !== 'disconnected',
    connecting: status === 'connecting' || status === 'reconnecting',
    onConfiguredChain: guard.kind === 'ready',
    claimed: figures.claimed,
    claiming: busy,
  });

  const onClick = async () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.kind !== 'claim' || !contract) return;
    const ok = await mint(
      { address: contract, abi: jokerPrintClaimAbi, functionName: 'claim', args: [BigInt(id)], value: PRINT_CLAIM.price, gas: PRINT_CLAIM.gasLimit },
      { progress: M.claiming, success: (hash) => M.success(hash), fallback: M.claiming, quietFailure: true },
    );
    if (ok) setSucceeded(true);
  };

  return (
    <>
      <ClaimToken id={id} />
      {guard.kind !== 'disconnected' && <p className={styles.hint} data-testid="claim-account">{`Account: ${guard.address}`}</p>}
      <PanelButton state={state} onClick={() => void onClick()} />
      <WrongNetworkAlert show={guard.kind === 'wrong-network'} />
      {browserWallet === false && (
        <p role="alert" className={styles.hint}>
          {M.noWallet}
        </p>
      )}
      {succeeded && (
        <p className={styles.hint}>
          <Link href="/register">{M.signUp}</Link>
        </p>
      )}
    </>
  );
}

/** `claim(id)` at the list price with the spec's fixed gas limit (collections §7). */
export default function PrintClaimLive({ id }: { id: number | null }) {
  // A link without a valid token has nothing to claim: the stand-in's alert stays.
  if (id === null) return null;
  return (
    <WalletProviders>
      <Claim id={id} />
    </WalletProviders>
  );
}
