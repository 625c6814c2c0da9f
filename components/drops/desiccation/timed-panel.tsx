import type { ReactNode } from 'react';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import { CountdownNote } from '@/components/ui/countdown-note';
import { soldOut } from '@/lib/drops/desiccation/buttons';
import { afterZeroText, type TimedPhase, type TimedSchedule } from '@/lib/drops/desiccation/schedule';
import { TIMED_COUNTDOWN_STATES as STATE } from '@/lib/drops/desiccation/messages';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';

/** From the server page. */
export type TimedItem = {
  key: string;
  title: string;
  schedule: TimedSchedule;
  tokenId: bigint;
  size: bigint;
  supply: bigint;
  price: bigint;
  renderedAt: string;
};

type Props = {
  schedule: TimedSchedule;
  phase: TimedPhase;
  now: Date;
  supply: bigint;
  size: bigint;
  state: { label: string; disabled: boolean };
  onClick?: () => void;
  children?: ReactNode;
};

const COUNTDOWN_LABEL = { 'coming-soon': 'Opens in', raffle: 'Draw closes in' } as const;

/** Shared by the server HTML and the live island. */
export function TimedPanel({ schedule, phase, now, supply, size, state, onClick, children }: Props) {
  const words = phase.phase === 'mint' ? afterZeroText(schedule, soldOut(supply, size)) : null;
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
            <strong>{supply.toString()}</strong>
            {` / ${size} minted`}
          </p>
        </>
      )}
      <PanelButton state={state} onClick={onClick} />
      {children}
    </div>
  );
}
