import type { ReactNode } from 'react';
import { MEMBERSHIP_MESSAGES as M } from '@/lib/profile/membership';
import styles from './profile.module.css';

export function MembershipBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.meter} aria-labelledby="membership-title" data-testid="membership-banner">
      <h2 id="membership-title" className={styles.meterTitle}>
        {title}
      </h2>
      <ul>
        {M.perks.map((p) => (
          <li key={p.title}>
            <strong>{p.title}</strong>: {p.text}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
