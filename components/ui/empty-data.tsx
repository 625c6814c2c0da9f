import styles from './empty-data.module.css';

/** The placeholder for an empty list (platform-core §8). */
export function EmptyData() {
  return <p className={styles.empty}>Empty data</p>;
}
