'use client';

import Link from 'next/link';
import { useCountdown } from '@/components/ui/use-countdown';
import { itemAction } from '@/lib/drops/phase';
import { CountdownNote } from '@/components/ui/countdown-note';
import { countdownNote, formatCountdown } from '@/lib/time/countdown';
import button from '@/components/ui/button.module.css';
import styles from './product-view.module.css';

type Props = { releaseDate: string | null; endDate: string | null; renderedAt: string; cta: { label: string; href: string } };

/** "Coming Soon" until the drop opens (drop-pages §2), then the CTA without a reload. */
export function ItemAction({ releaseDate, endDate, renderedAt, cta }: Props) {
  const opens = releaseDate ? new Date(releaseDate) : new Date(0);
  const { now, ...left } = useCountdown(opens, new Date(renderedAt));
  const comingSoon = itemAction({ releaseDate, endDate }, now) === 'coming-soon';
  return (
    <>
      {/* One element across the switch, so the change of state is announced. */}
      <CountdownNote text={countdownNote(comingSoon ? left : null, 'Opens in', comingSoon ? 'Coming Soon' : 'Open now')} />
      {comingSoon ? (
        <div className={styles.action}>
          <button type="button" className={button.primary} disabled>
            Coming Soon
          </button>
          <p className={styles.countdown} role="timer" aria-label="Opens in">
            Opens in <span suppressHydrationWarning>{formatCountdown(left)}</span>
          </p>
        </div>
      ) : (
        <Link href={cta.href} className={button.primary}>
          {cta.label}
        </Link>
      )}
    </>
  );
}
