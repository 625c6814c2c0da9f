import type { ReactNode } from 'react';
import { countdown, formatCountdown } from '@/lib/time/countdown';
import { juneRaffleCountdown } from '@/lib/drops/june-raffle/rules';
import styles from '@/components/drops/panel.module.css';
import { PanelButton } from '@/components/drops/panel-button';

export type JuneRaffleItem = { key: string; renderedAt: string };

type Props = { now: Date; state: { label: string; disabled: boolean }; onClick?: () => void; onPointerEnter?: () => void; children?: ReactNode };

/** Shared by the server HTML and the live island. */
export function JuneRafflePanel({ now, state, onClick, onPointerEnter, children }: Props) {
  const next = juneRaffleCountdown(now);
  return (
    <div className={styles.mint}>
      {next && (
        <p className={styles.counter} role="timer" aria-label={next.label}>
          {next.label} <span suppressHydrationWarning>{formatCountdown(countdown(next.at, now))}</span>
        </p>
      )}
      <PanelButton state={state} onClick={onClick} onPointerEnter={onPointerEnter} />
      {children}
    </div>
  );
}
