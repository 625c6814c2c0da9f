'use client';

import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import Link from 'next/link';
import { zeroAddress } from 'viem';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { publicConfig } from '@/lib/config/public';
import { blackFeatherButton } from '@/lib/drops/blackfeather/button-state';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import { BLACK_FEATHER_MESSAGES } from '@/lib/drops/blackfeather/messages';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { BlackFeatherPanel, type BlackFeatherIslandProps } from './mint-panel';
import styles from '@/components/drops/panel.module.css';

function Mint({ figures: initial }: BlackFeatherIslandProps) {
  const { guard, connect, switchChain } = useChainGuard();
  const address = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(address);
  const contract = BLACK_FEATHER.address;
  const base = { address: contract ?? zeroAddress, abi: blackFeatherAbi } as const;
  const { figures, loading, mint, busy } = useMint(
    {
      supply: withInitial(chainRead({ ...base, functionName: 'totalSupply' }, 0n), initial.supply),
      salesActive: withInitial(chainRead({ ...base, functionName: 'salesActive' }, false), initial.salesActive),
      price: withInitial(chainRead({ ...base, functionName: 'price' }, BLACK_FEATHER.price), initial.price),
      balance: chainRead({ ...base, functionName: 'balanceOf', args: [address ?? zeroAddress, BLACK_FEATHER.tokenId] }, 0n),
    },
    { enabled: Boolean(contract) },
  );

  const state = blackFeatherButton({
    connected: Boolean(address),
    loading,
    supply: figures.supply,
    edition: BLACK_FEATHER.edition,
    onConfiguredChain: guard.kind === 'ready',
    chainLabel: publicConfig.chain.label,
    salesActive: figures.salesActive,
    minting: busy,
    balance: address ? figures.balance : 0n,
    signedIn,
    emailVerified,
  });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.kind !== 'mint' || state.disabled || !contract) return;
    void mint(
      { address: contract, abi: blackFeatherAbi, functionName: 'mint', value: figures.price },
      {
        progress: BLACK_FEATHER_MESSAGES.progress,
        success: BLACK_FEATHER_MESSAGES.success,
        fallback: BLACK_FEATHER_MESSAGES.mintFallback,
        reverted: {
          WrongPrice: BLACK_FEATHER_MESSAGES.unableToMint,
          SalesInactive: BLACK_FEATHER_MESSAGES.mintError,
          SoldOut: BLACK_FEATHER_MESSAGES.mintError,
        },
      },
    );
  };

  return (
    <BlackFeatherPanel supply={figures.supply} price={figures.price} state={state} onClick={onClick}>
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      {state.kind === 'mint' && state.reason === 'email-unverified' && (
        <p className={styles.hint}>
          <Link href="/users/update">{BLACK_FEATHER_MESSAGES.verifyToMint}</Link>
        </p>
      )}
      {state.kind === 'mint' && state.reason === 'not-signed-in' && (
        <p className={styles.hint}>
          <button type="button" className={styles.linkButton} onClick={connect}>
            {BLACK_FEATHER_MESSAGES.signInToMint}
          </button>
        </p>
      )}
      {!contract && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </BlackFeatherPanel>
  );
}

/** The live Black Feather mint (drop-pages §4). */
export default liveIsland(Mint);
