import { PRINT_CLAIM_MESSAGES as M } from '@/lib/drops/print-claim/messages';
import styles from '@/components/drops/panel.module.css';

/** The token the link claims ("Claim token #…"), or the bad link's alert. */
export function ClaimToken({ id }: { id: number | null }) {
  if (id === null)
    return (
      <p role="alert" className={styles.hint}>
        {M.badLink}
      </p>
    );
  return (
    <p className={styles.counter} data-testid="claim-token">
      {M.claimToken(id)}
    </p>
  );
}
