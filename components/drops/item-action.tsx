'use client';

import Link from 'next/link';
import { useCountdown } from '@/components/ui/use-countdown';
import { itemAction } from '@/lib/drops/phase';
import { formatCountdown } from '@/lib/time/countdown';
import button from '@/components/ui/button.module.css';
import styles from './product-view.module.css';

type Props = { releaseDate: string | null; endDate: string | null; renderedAt: string; cta: { label: string; href: string } };

/**
 * An item's action on the clock: a disabled "Coming Soon" with the time left before its drop
 * opens (drop-pages §2), the call to action from the second it opens, without a reload. The
 * server renders the same state for its own time, so a cached page is right once it hydrates.
 */
export function ItemAction({ releaseDate, endDate, renderedAt, cta }: Props) {
  const opens = releaseDate ? new Date(releaseDate) : new Date(0);
  const { now, ...left } = useCountdown(opens, new Date(renderedAt));
  if (itemAction({ releaseDate, endDate }, now) === 'coming-soon') {
    return (
      <div className={styles.action}>
        <button type="button" className={button.primary} disabled>
          Coming Soon
        </button>
        <p className={styles.countdown} role="timer" aria-label="Opens in">
          Opens in <span suppressHydrationWarning>{formatCountdown(left)}</span>
        </p>
      </div>
    );
  }
  return (
    <Link href={cta.href} className={button.primary}>
      {cta.label}
    </Link>
  );
}
