'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import styles from './artist-cover-list.module.css';

type CoverArtist = { key: string; name: string; href: string; cover: string | null; tagLine: string };

/** Artist names over a full-bleed cover; hovering or focusing a name swaps the background image. */
export function ArtistCoverList({ artists }: { artists: CoverArtist[] }) {
  const [active, setActive] = useState(0);
  return (
    <div className={styles.cover}>
      {artists.map((a, i) =>
        a.cover ? (
          <Image key={a.key} src={a.cover} alt="" fill sizes="100vw" priority={i === 0} className={i === active ? styles.bgActive : styles.bg} />
        ) : null,
      )}
      <div className={styles.shade} />
      <ol className={styles.names}>
        {artists.map((a, i) => (
          <li key={a.key}>
            <Link href={a.href} className={styles.name} onMouseEnter={() => setActive(i)} onFocus={() => setActive(i)} aria-current={i === active ? 'true' : undefined}>
              {a.name}
            </Link>
            <span className={styles.tagLine}>{a.tagLine}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
