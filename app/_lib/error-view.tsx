'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { SITE_NAME } from '@/lib/constants';
import styles from '@/app/status-page.module.css';

type Props = { error: Error & { digest?: string }; reset: () => void; title: string; heading: string; message: string };

/** The error came from the server, so Try again refreshes the router first. */
export function ErrorView({ error, reset, title, heading, message }: Props) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <div className={styles.page}>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <h1>{heading}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={retry}>
          Try again
        </button>
        <Link href="/" className={styles.secondary}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
