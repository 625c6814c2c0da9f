import type { ReactNode } from 'react';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import { CountdownNote } from '@/components/ui/countdown-note';
import { juneRaffleCountdown, juneRafflePhase } from '@/lib/drops/june-raffle/rules';
import { JUNE_COUNTDOWN_STATES as STATE } from '@/lib/drops/june-raffle/messages';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';

export type JuneRaffleItem = { key: string; renderedAt: string };

type Props = { now: Date; state: { label: string; disabled: boolean }; onClick?: () => void; children?: ReactNode };

/** Shared by the server HTML and the live island. */
export function JuneRafflePanel({ now, state, onClick, children }: Props) {
  const next = juneRaffleCountdown(now);
  return (
    <div className={styles.mint}>
      <CountdownNote text={countdownNote(next && countdown(next.at, now), next?.label ?? '', STATE[juneRafflePhase(now)])} />
      {next && (
        <p className={styles.counter} role="timer" aria-label={next.label}>
          {next.label} <span suppressHydrationWarning>{formatCountdown(countdown(next.at, now))}</span>
        </p>
      )}
      <PanelButton state={state} onClick={onClick} />
      {children}
    </div>
  );
}
