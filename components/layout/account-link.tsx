'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/session/options';
import styles from './site-header.module.css';

const noSubscription = () => () => {};

/** Read from the hint cookie: the header is cached. */
export function AccountLink() {
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`),
    () => false,
  );
  if (!signedIn) return null;
  return (
    <Link href="/users/update" className={styles.account}>
      Profile
    </Link>
  );
}
