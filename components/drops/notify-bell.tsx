'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { CountdownNote } from '@/components/ui/countdown-note';
import { useCountdown } from '@/components/ui/use-countdown';
import { api } from '@/lib/client/api';
import { NOTIFY_MESSAGES, notifyOutcome } from '@/lib/drops/notify-messages';
import { dropPhase } from '@/lib/drops/phase';
import { countdownNote, formatCountdown } from '@/lib/time/countdown';
import type { NotifyToastProps } from './notify-toast';
import styles from './notify-bell.module.css';

const NotifyToast = dynamic(() => import('./notify-toast'), { ssr: false });

type Props = { dropKey: string; title: string; releaseDate: string; renderedAt: string };

/** The countdown and e-mail bell (drop-pages §2, §5). */
export function NotifyBell({ dropKey, title, releaseDate, renderedAt }: Props) {
  const { now, ...left } = useCountdown(new Date(releaseDate), new Date(renderedAt));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<NotifyToastProps | null>(null);
  const upcoming = dropPhase({ releaseDate, endDate: null }, now) === 'upcoming';
  const ring = async () => {
    setSending(true);
    const res = await api<{ key: string }>('/api/notifications', { json: { dropKey } });
    setSending(false);
    setOutcome({ ...notifyOutcome(res), id: (outcome?.id ?? 0) + 1 });
  };
  return (
    <>
      {/* It outlives the bell, so the bell's going is announced. */}
      <CountdownNote text={countdownNote(upcoming ? left : null, 'Opens in', upcoming ? 'Coming Soon' : 'Open now')} />
      {upcoming && (
        <div className={styles.bell}>
          <p role="timer" aria-label="Opens in" className={styles.countdown}>
            Opens in <span suppressHydrationWarning>{formatCountdown(left)}</span>
          </p>
          <button
            type="button"
            className={styles.button}
            onClick={ring}
            disabled={sending}
            aria-label={NOTIFY_MESSAGES.label(title)}
            title={NOTIFY_MESSAGES.label(title)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
              <path d="M13.7 21a2 2 0 0 1-3.4 0" />
            </svg>
          </button>
          {outcome && <NotifyToast {...outcome} />}
        </div>
      )}
    </>
  );
}
