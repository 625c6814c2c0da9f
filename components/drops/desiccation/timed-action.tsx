'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { zeroAddress } from 'viem';
import { desiccationEditionsAbi } from '@/contracts/generated/DesiccationEditions';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { useNow } from '@/components/ui/use-now';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint } from '@/components/wallet/use-mint';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { WalletProviders } from '@/components/wallet/wallet-providers';
import { api } from '@/lib/client/api';
import { publicConfig } from '@/lib/config/public';
import { mintButton, raffleButton, type AccountNotice } from '@/lib/drops/desiccation/buttons';
import { DESICCATION } from '@/lib/drops/desiccation/config';
import { desiccationEligible } from '@/lib/drops/desiccation/eligibility';
import { DESICCATION_MESSAGES as M } from '@/lib/drops/desiccation/messages';
import { STATUS_MESSAGE_MS } from '@/lib/constants';
import { timedPhase } from '@/lib/drops/desiccation/schedule';
import { MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { WALLET_MESSAGES, connectToChainAlert } from '@/lib/wallet/messages';
import { TimedPanel } from './timed-panel';
import type { TimedItem } from './timed-slot';
import styles from '@/components/drops/blackfeather/mint.module.css';

/**
 * The wallet's raffle entries (item keys), read through our route: the first read takes the page of
 * 200, `refresh()` after an entry the page of 100 (drop-pages §7). An entry the platform accepted
 * shows at once, before the refresh answers.
 */
function useRaffleEntries(address: string | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = ['raffle-entries', address];
  const read = async (refresh: boolean) => {
    const res = await api<{ entered: string[] }>(`/api/raffles/entries?wallet=${address}${refresh ? '&refresh=1' : ''}`);
    if (!res.ok) throw new Error(res.error);
    return res.data.entered;
  };
  const query = useQuery({ queryKey, enabled: Boolean(address) && enabled, queryFn: () => read(false) });
  const added = async (key: string) => {
    queryClient.setQueryData<string[]>(queryKey, (old) => [...(old ?? []), key]);
    await read(true)
      .then((entered) => queryClient.setQueryData(queryKey, entered.includes(key) ? entered : [...entered, key]))
      .catch(() => undefined);
  };
  return { ...query, added };
}

function Notice({ notice, verifyText, signInText, onSignIn }: { notice: AccountNotice; verifyText: string; signInText: string; onSignIn: () => void }) {
  if (notice === 'verify-email')
    return (
      <p className={styles.hint}>
        <Link href="/users/update">{verifyText}</Link>
      </p>
    );
  if (notice === 'sign-in')
    return (
      <p className={styles.hint}>
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          {signInText}
        </button>
      </p>
    );
  return null;
}

function Action({ item }: { item: TimedItem }) {
  const now = useNow(new Date(item.renderedAt));
  const phase = timedPhase(item.title, now);
  const { guard, connect, switchChain } = useChainGuard();
  const address = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(address);
  const contract = DESICCATION.address;
  const tokenId = BigInt(item.tokenId);
  const size = BigInt(item.size);
  const edition = { address: contract ?? zeroAddress, abi: desiccationEditionsAbi } as const;
  const { figures, loading, mint, busy } = useMint(
    {
      supply: { read: { ...edition, functionName: 'totalSupply', args: [tokenId] }, fallback: 0n, initial: BigInt(item.supply) },
      edition: { read: { ...edition, functionName: 'editions', args: [tokenId] }, fallback: [BigInt(item.price), size, 0n] as readonly [bigint, bigint, bigint], initial: [BigInt(item.price), size, 0n] as readonly [bigint, bigint, bigint] },
      balance: { read: { ...edition, functionName: 'balanceOf', args: [address ?? zeroAddress, tokenId] }, fallback: 0n },
      memberTokens: { read: { address: MEMBER_TOKEN.address ?? zeroAddress, abi: memberTokenAbi, functionName: 'balanceOf', args: [address ?? zeroAddress] }, fallback: 0n },
    },
    { enabled: Boolean(contract && MEMBER_TOKEN.address && address) },
  );
  const inRaffle = phase?.phase === 'raffle';
  const entries = useRaffleEntries(address, inRaffle);
  const enter = useMutation({
    mutationFn: async () => {
      const res = await api<{ entered: string }>('/api/raffles/enter', { json: { key: item.key } });
      // A repeated entry is an entry: the platform already has it.
      if (!res.ok && res.status !== 409) throw new Error(res.error);
    },
    onSuccess: async () => {
      toast.success(M.raffleEntered, { duration: STATUS_MESSAGE_MS });
      await entries.added(item.key);
    },
    onError: () => {
      toast.error(M.raffleErrorToast, { duration: STATUS_MESSAGE_MS });
    },
  });

  // The inline error clears after the status time, as the toast does (drop-pages §8, §9).
  const { isError: enterFailed, reset: clearEnterError } = enter;
  useEffect(() => {
    if (!enterFailed) return;
    const id = setTimeout(clearEnterError, STATUS_MESSAGE_MS);
    return () => clearTimeout(id);
  }, [enterFailed, clearEnterError]);

  if (!phase) return null;
  const account = { signedIn, emailVerified };
  const common = { connected: Boolean(address), onConfiguredChain: guard.kind === 'ready', ...account };
  const eligible = desiccationEligible(figures.memberTokens);

  const state =
    phase.phase === 'raffle'
      ? raffleButton({ ...common, loading: loading || entries.isPending, entered: entries.data?.includes(item.key) ?? false, entering: enter.isPending, eligible })
      : mintButton({ ...common, comingSoon: phase.phase === 'coming-soon', loading, supply: figures.supply, edition: size, minting: busy, balance: address ? figures.balance : 0n, eligible });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.disabled) return;
    if (state.kind === 'enter') return void enter.mutate();
    if (state.kind === 'mint' && contract) {
      void mint(
        { address: contract, abi: desiccationEditionsAbi, functionName: 'mint', args: [tokenId], value: figures.edition[0] },
        {
          progress: M.mintProgress(item.title),
          success: M.mintSuccess(item.title),
          fallback: M.mintFallback,
          reverted: { WrongPrice: M.unableToMint, UnknownToken: M.unableToMint, NotOpen: M.mintError, SoldOut: M.mintError, NotEligible: M.mintError, AlreadyMinted: M.mintError },
        },
      );
    }
  };

  return (
    <TimedPanel title={item.title} phase={phase} now={now} supply={figures.supply} size={size} state={state} onClick={onClick}>
      {state.kind === 'wrong-network' && (
        <p role="alert" className={styles.hint}>
          {connectToChainAlert(publicConfig.chain)}
        </p>
      )}
      {state.kind === 'enter' && <Notice notice={state.notice} verifyText={M.verifyToEnter} signInText={M.signInToEnter} onSignIn={connect} />}
      {state.kind === 'mint' && <Notice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={connect} />}
      {enterFailed && (
        <p role="alert" className={styles.hint}>
          {M.raffleError}
        </p>
      )}
      {!contract && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </TimedPanel>
  );
}

/** The live raffle or mint button of a timed item (drop-pages §4, §5), from the server's figures on. */
export default function TimedAction({ item }: { item: TimedItem }) {
  return (
    <WalletProviders>
      <Action item={item} />
    </WalletProviders>
  );
}
