'use client';

import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { useQuery } from '@tanstack/react-query';
import { zeroAddress } from 'viem';
import { bullsPowerTetheredAbi } from '@/contracts/generated/BullsPowerTethered';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { api } from '@/lib/client/api';
import { TETHERED, type TetheredClaim } from '@/lib/drops/tethered/config';
import { TETHERED_MESSAGES as M } from '@/lib/drops/tethered/messages';
import { tetheredButton, tetheredEditions } from '@/lib/drops/tethered/rules';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { TetheredPanel, type TetheredIslandProps } from './tethered-panel';
import styles from '@/components/drops/panel.module.css';

/** The wallet's whitelist entry; a failed read is none (drop-pages §8). */
function useTetheredClaim(address: string | undefined) {
  const query = useQuery({
    queryKey: ['tethered-claim', address],
    enabled: Boolean(address),
    queryFn: async () => {
      const res = await api<{ claim: TetheredClaim | null }>(`/api/tethered/claim?wallet=${address}`);
      if (!res.ok) {
        console.error('[tethered] whitelist read failed:', res.error);
        return null;
      }
      return res.data.claim;
    },
  });
  return { claim: query.data ?? null, loading: Boolean(address) && query.isPending };
}

function Mint({ figures: initial }: TetheredIslandProps) {
  const { guard, connect, switchChain } = useChainGuard();
  const address = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(address);
  const whitelist = useTetheredClaim(address);
  const claim = whitelist.claim;
  const contract = TETHERED.address;
  const base = { address: contract ?? zeroAddress, abi: bullsPowerTetheredAbi } as const;
  const { figures, loading, mint, busy } = useMint(
    {
      supply: withInitial(chainRead({ ...base, functionName: 'totalSupply' }, 0n), initial.supply),
      price: withInitial(chainRead({ ...base, functionName: 'price' }, TETHERED.price), initial.price),
      claimed: chainRead({ ...base, functionName: 'claimed', args: [BigInt(claim?.index ?? 0)] }, false),
    },
    { enabled: Boolean(contract) },
  );

  const state = tetheredButton({
    connected: Boolean(address),
    onConfiguredChain: guard.kind === 'ready',
    loading: whitelist.loading || (Boolean(claim) && loading),
    minting: busy,
    claim,
    claimed: figures.claimed,
    supply: figures.supply,
    edition: TETHERED.edition,
    signedIn,
    emailVerified,
  });
  const editions = claim ? tetheredEditions(claim) : null;

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.kind !== 'mint' || state.disabled || !contract || !claim || !editions) return;
    void mint(
      {
        address: contract,
        abi: bullsPowerTetheredAbi,
        functionName: 'claim',
        args: [BigInt(claim.index), BigInt(claim.allocated), claim.hash],
        value: figures.price * BigInt(claim.allocated),
      },
      { progress: M.claimProgress(editions), success: M.claimSuccess(editions), fallback: M.mintFallback, quietFailure: true },
    );
  };

  return (
    <TetheredPanel supply={figures.supply} price={figures.price} editions={address ? editions : null} state={state} onClick={onClick}>
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      {state.kind === 'mint' && <AccountNotice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={connect} />}
      {state.kind === 'not-eligible' && <p className={styles.hint}>{M.notOnWhitelist}</p>}
      {!contract && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </TetheredPanel>
  );
}

/** The live tethered mint (drop-pages §4). */
export default liveIsland(Mint);
