import { PanelButton } from '@/components/drops/panel-button';
import { YOUR_FACE } from '@/lib/drops/your-face/config';
import styles from '@/components/drops/panel.module.css';

/** Its draw is over (drop-pages §2, §4); no script. */
export function RaffleCompleted() {
  return (
    <div className={styles.mint}>
      <PanelButton state={{ label: YOUR_FACE.raffleCompleted, disabled: true }} />
    </div>
  );
}
