'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import styles from './site-header.module.css';

const HINT = 'drp_signed_in=1';

/** "Profile" in the header for a signed-in visitor, read from the hint cookie (the header is cached). */
export function AccountLink() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(document.cookie.split('; ').includes(HINT)), []);
  if (!signedIn) return null;
  return (
    <Link href="/users/update" className={styles.account}>
      Profile
    </Link>
  );
}
