import { YOUR_FACE } from '@/lib/drops/your-face/config';
import styles from '@/components/drops/blackfeather/mint.module.css';

/** A Your Face item's only action (drop-pages §2, §4): its draw is over. Server-rendered, no script. */
export function RaffleCompleted() {
  return (
    <div className={styles.mint}>
      <button type="button" className={styles.button} disabled>
        {YOUR_FACE.raffleCompleted}
      </button>
    </div>
  );
}
