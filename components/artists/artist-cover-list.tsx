'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import styles from './artist-cover-list.module.css';

/** `background`: a server-rendered ServerImage with `fill`, or null. */
type CoverArtist = { key: string; name: string; href: string; tagLine: string; background: ReactNode };

export function ArtistCoverList({ artists }: { artists: CoverArtist[] }) {
  const [active, setActive] = useState(0);
  return (
    <div className={styles.cover}>
      {artists.map((a, i) =>
        a.background ? (
          <div key={a.key} className={i === active ? styles.bgActive : styles.bg}>
            {a.background}
          </div>
        ) : null,
      )}
      <div className={styles.shade} />
      <ol className={styles.names}>
        {artists.map((a, i) => (
          <li key={a.key}>
            <Link
              href={a.href}
              className={styles.name}
              onMouseEnter={() => setActive(i)}
              onFocus={() => setActive(i)}
              aria-current={i === active ? 'true' : undefined}
            >
              {a.name}
            </Link>
            <span className={styles.tagLine}>{a.tagLine}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
