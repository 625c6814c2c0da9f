import type { Metadata } from 'next';
import Link from 'next/link';
import styles from './status-page.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
};

export default function NotFound() {
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. It may have moved, or it never existed.</p>
      <Link href="/" className={styles.action}>
        Back to home
      </Link>
    </div>
  );
}
