import Link from 'next/link';
import { COMPLETION_LABELS, COMPLETION_STEPS, completedSteps, type CompletionLevel, type ProfileDialog } from '@/lib/accounts/completion';
import styles from './profile.module.css';

export function CompletionMeter({ level, dialog }: { level: CompletionLevel; dialog: ProfileDialog | null }) {
  const stepsDone = completedSteps(level);
  return (
    <section aria-labelledby="profile-strength" className={styles.meter}>
      <h2 id="profile-strength" className={styles.meterTitle}>
        Profile strength: <span>{COMPLETION_LABELS[level]}</span>
      </h2>
      <div role="progressbar" aria-label="Profile completion" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level} className={styles.bar}>
        <div className={styles.fill} style={{ width: `${level}%` }} />
      </div>
      <ul className={styles.badges}>
        {COMPLETION_STEPS.map((step, i) => (
          <li key={step} className={i < stepsDone ? styles.badgeDone : styles.badge}>
            {step}
          </li>
        ))}
      </ul>
      {dialog && (
        <Link href={`/users/update?dialog=${dialog}`} className={styles.action}>
          Complete Profile
        </Link>
      )}
    </section>
  );
}
