'use client';

import { CountdownNote } from '@/components/ui/countdown-note';
import { useChainNow } from '@/components/ui/use-now';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import { windowCountdown, windowPhase, type WindowPhase } from '@/lib/time/window';
import styles from './live-auction-card.module.css';

type Props = { window: { startAt: number; endAt: number }; renderedAt: string; states: Record<WindowPhase, string> };

/** The card's countdown on the chain's clock, to the start, then the end; then the ended state, without a reload. */
export function AuctionClock({ window, renderedAt, states }: Props) {
  const now = useChainNow(new Date(renderedAt));
  const phase = windowPhase(window.startAt, window.endAt, now);
  const to = windowCountdown(window.startAt, window.endAt, now);
  const left = to ? countdown(to.target, now) : null;
  return (
    <>
      <CountdownNote text={countdownNote(left, to?.label ?? '', states[phase])} />
      <p className={styles.countdown} role={to ? 'timer' : undefined} aria-label={to?.label}>
        {to && left ? (
          <>
            {to.label} <span suppressHydrationWarning>{formatCountdown(left)}</span>
          </>
        ) : (
          states.finished
        )}
      </p>
    </>
  );
}
