'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { SITE_NAME } from '@/lib/constants';
import styles from './status-page.module.css';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <h1>Something went wrong</h1>
      <p>We could not load this page right now. Please try again in a moment.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={reset}>
          Try again
        </button>
        <Link href="/" className={styles.secondary}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
