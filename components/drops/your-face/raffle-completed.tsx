import { PanelButton } from '@/components/drops/panel-button';
import { YOUR_FACE } from '@/lib/drops/your-face/config';
import styles from '@/components/drops/panel.module.css';

/** A Your Face item's only action (drop-pages §2, §4): its draw is over. Server-rendered, no script. */
export function RaffleCompleted() {
  return (
    <div className={styles.mint}>
      <PanelButton state={{ label: YOUR_FACE.raffleCompleted, disabled: true }} />
    </div>
  );
}
