import styles from './empty-data.module.css';

/** platform-core §8. */
export function EmptyData() {
  return <p className={styles.empty}>Empty data</p>;
}
