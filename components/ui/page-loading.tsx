import { PlaceholderPainted } from './placeholder-hold';
import styles from './page-loading.module.css';

/** Streamed with the header at once; held 600 ms once painted (components/ui/placeholder-hold.tsx). */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">Loading...</span>
      <div className={styles.title} aria-hidden />
      <div className={styles.line} aria-hidden />
      <div className={styles.line} aria-hidden />
      <div className={styles.block} aria-hidden />
      <PlaceholderPainted />
    </div>
  );
}
