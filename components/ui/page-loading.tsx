import { PlaceholderPainted } from './placeholder-hold';
import styles from './page-loading.module.css';

/**
 * The loading state of a page rendered per request (its route's loading.tsx): the header and this
 * placeholder are streamed at once, the page replaces it when the platform has answered; once
 * painted, it stays at least 600 ms (components/ui/placeholder-hold.tsx).
 */
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
