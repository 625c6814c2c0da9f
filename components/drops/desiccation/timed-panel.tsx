'use client';

import dynamic from 'next/dynamic';
import { PanelButton } from '@/components/drops/panel-button';
import { useRaffleEntry } from '@/components/drops/raffle/use-raffle-entry';
import { CountdownNote } from '@/components/ui/countdown-note';
import { useNow } from '@/components/ui/use-now';
import { useLiveMint } from '@/components/live/use-live';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { waitsForWallet } from '@/lib/wallet/panel-loading';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { mintButton, raffleButton, soldOut } from '@/lib/drops/desiccation/buttons';
import { desiccationEligible } from '@/lib/drops/desiccation/eligibility';
import { DESICCATION_MESSAGES as M, TIMED_COUNTDOWN_STATES as STATE } from '@/lib/drops/desiccation/messages';
import { afterZeroText, timedPhase, type TimedSchedule } from '@/lib/drops/desiccation/schedule';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/desiccation/contract');
const Notices = dynamic(() => import('./timed-notices'));

/** From the server page; `contract` is null where the edition contract is not configured. */
export type TimedItem = {
  key: string;
  title: string;
  schedule: TimedSchedule;
  tokenId: bigint;
  size: bigint;
  supply: bigint;
  price: bigint;
  contract: `0x${string}` | null;
  renderedAt: string;
};

const COUNTDOWN_LABEL = { 'coming-soon': 'Opens in', raffle: 'Draw closes in' } as const;

/** A timed item's raffle or mint (drop-pages §4, §5): the phase by the clock, the wallet's holdings and entries decide it. */
export function TimedAction({ item }: { item: TimedItem }) {
  const now = useNow(new Date(item.renderedAt));
  const phase = timedPhase(item.schedule, now);
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, connect, switchChain } = usePanelWallet();
  const { tokenId, size } = item;
  // Every visitor, with a wallet or none, sees the mints as the server's one chain watch pushes them.
  const live = useLiveMint(item.contract ? `desiccation:${tokenId}` : null, { supply: item.supply }, wallet);
  const chain = usePanelChain(
    async () => (await contract()).editionReads(tokenId, wallet),
    { supply: live.figures?.supply ?? item.supply, editions: null, balance: 0n, memberTokens: 0n },
    // The wallet's own holdings are read again only when a push names the wallet.
    { key: wallet ?? '', enabled: Boolean(wallet && item.contract), writesTo: [item.contract], pushed: live.concerns },
  );
  const { answered, busy, send } = chain;
  const figures = { ...chain.figures, ...live.figures };
  const raffle = useRaffleEntry(item.key, wallet, phase?.phase === 'raffle');
  const loading = waitsForWallet(wallet, { reads: Boolean(item.contract), answered });
  const common = { connected: Boolean(wallet), onConfiguredChain, signedIn, emailVerified, eligible: desiccationEligible(figures.memberTokens) };
  const state =
    phase?.phase === 'raffle'
      ? raffleButton({ ...common, loading: loading || raffle.loading, entered: raffle.entered, entering: raffle.entering })
      : mintButton({
          ...common,
          comingSoon: phase?.phase === 'coming-soon',
          loading,
          supply: figures.supply,
          edition: size,
          minting: busy,
          balance: wallet ? figures.balance : 0n,
        });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.disabled) return;
    if (state.kind === 'enter') return raffle.enter();
    const address = item.contract;
    if (state.kind !== 'mint' || !address) return;
    void send(async () => (await contract()).editionMint(address, tokenId, figures.editions?.[0] ?? item.price), {
      progress: M.mintProgress(item.title),
      success: M.mintSuccess(item.title),
      fallback: M.mintFallback,
      reverted: {
        WrongPrice: M.unableToMint,
        UnknownToken: M.unableToMint,
        NotOpen: M.mintError,
        SoldOut: M.mintError,
        NotEligible: M.mintError,
        AlreadyMinted: M.mintError,
      },
    });
  };
  const queued = useQueuedPress(state, settled, onClick);

  if (!phase) return null;
  const words = phase.phase === 'mint' ? afterZeroText(item.schedule, soldOut(figures.supply, size)) : null;
  const timer = phase.phase === 'mint' ? null : { label: COUNTDOWN_LABEL[phase.phase], left: countdown(phase.until, now) };
  return (
    <div className={styles.mint}>
      <CountdownNote text={countdownNote(timer?.left ?? null, timer?.label ?? '', STATE[phase.phase])} />
      {timer ? (
        <p className={styles.counter} role="timer" aria-label={timer.label}>
          {timer.label} <span suppressHydrationWarning>{formatCountdown(timer.left)}</span>
        </p>
      ) : (
        <>
          {words && (
            <p className={styles.counter} role="status">
              {words}
            </p>
          )}
          <p className={styles.hint} data-testid="minted-counter">
            <strong>{figures.supply.toString()}</strong>
            {` / ${size} minted`}
          </p>
        </>
      )}
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      <NoWalletHint show={noWallet && state.kind === 'connect'} />
      {wallet && <Notices state={state} failed={raffle.failed} contractKnown={Boolean(item.contract)} onSignIn={connect} />}
    </div>
  );
}
