import type { ReactNode } from 'react';
import { countdown, formatCountdown } from '@/lib/time/countdown';
import { soldOut } from '@/lib/drops/desiccation/buttons';
import { afterZeroText, type TimedPhase, type TimedSchedule } from '@/lib/drops/desiccation/schedule';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';

/** From the server page; figures as strings. */
export type TimedItem = {
  key: string;
  title: string;
  schedule: TimedSchedule;
  tokenId: string;
  size: string;
  supply: string;
  price: string;
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
  onPointerEnter?: () => void;
  children?: ReactNode;
};

const COUNTDOWN_LABEL = { 'coming-soon': 'Opens in', raffle: 'Draw closes in' } as const;

/** Shared by the server HTML and the live island. */
export function TimedPanel({ schedule, phase, now, supply, size, state, onClick, onPointerEnter, children }: Props) {
  const words = phase.phase === 'mint' ? afterZeroText(schedule, soldOut(supply, size)) : null;
  return (
    <div className={styles.mint}>
      {phase.phase !== 'mint' ? (
        <p className={styles.counter} role="timer" aria-label={COUNTDOWN_LABEL[phase.phase]}>
          {COUNTDOWN_LABEL[phase.phase]} <span suppressHydrationWarning>{formatCountdown(countdown(phase.until, now))}</span>
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
      <PanelButton state={state} onClick={onClick} onPointerEnter={onPointerEnter} />
      {children}
    </div>
  );
}
