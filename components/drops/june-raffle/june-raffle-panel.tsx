'use client';

import dynamic from 'next/dynamic';
import { PanelButton } from '@/components/drops/panel-button';
import { useRaffleEntry } from '@/components/drops/raffle/use-raffle-entry';
import { CountdownNote } from '@/components/ui/countdown-note';
import { useNow } from '@/components/ui/use-now';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { waitsForWallet } from '@/lib/wallet/panel-loading';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { JUNE_COUNTDOWN_STATES as STATE } from '@/lib/drops/june-raffle/messages';
import { juneRaffleButton, juneRaffleCountdown, juneRaffleEligible, juneRafflePhase, NO_HOLDINGS, type JuneHoldings } from '@/lib/drops/june-raffle/rules';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/june-raffle/contract');
const Notices = dynamic(() => import('./june-notices'));

export type JuneRaffleItem = { key: string; renderedAt: string };

/** An Eve item's June 2022 draw (drop-pages §4, §5): ArtistToken holdings and the wallet's entries decide it. */
export function JuneDraw({ item }: { item: JuneRaffleItem }) {
  const now = useNow(new Date(item.renderedAt));
  const open = juneRafflePhase(now) === 'open';
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, connect, switchChain } = usePanelWallet();
  const reading = Boolean(wallet && open);
  const { figures, answered } = usePanelChain(
    async () => (await contract()).juneHoldings(wallet),
    { holdings: NO_HOLDINGS },
    // Only the wallet's own holdings: read on connect and back in view, never on a timer.
    { key: wallet ?? '', enabled: reading, pushed: null },
  );
  const raffle = useRaffleEntry(item.key, wallet, open);
  const state = juneRaffleButton(now, {
    connected: Boolean(wallet),
    onConfiguredChain,
    signedIn,
    emailVerified,
    loading: waitsForWallet(wallet, { reads: open, answered }) || raffle.loading,
    entered: raffle.entered,
    entering: raffle.entering,
    eligible: juneRaffleEligible(figures.holdings as JuneHoldings),
  });
  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (!state.disabled && state.kind === 'enter') raffle.enter();
  };
  const queued = useQueuedPress(state, settled, onClick);

  const next = juneRaffleCountdown(now);
  return (
    <div className={styles.mint}>
      <CountdownNote text={countdownNote(next && countdown(next.at, now), next?.label ?? '', STATE[juneRafflePhase(now)])} />
      {next && (
        <p className={styles.counter} role="timer" aria-label={next.label}>
          {next.label} <span suppressHydrationWarning>{formatCountdown(countdown(next.at, now))}</span>
        </p>
      )}
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      <NoWalletHint show={noWallet && state.kind === 'connect'} />
      {wallet && <Notices state={state} failed={raffle.failed} onSignIn={connect} />}
    </div>
  );
}
