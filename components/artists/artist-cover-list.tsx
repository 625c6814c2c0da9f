import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './artist-cover-list.module.css';

/** `background`: a server-rendered ServerImage with `fill`, or null. */
type CoverArtist = { key: string; name: string; href: string; tagLine: string; background: ReactNode };

/** The hovered or focused name shows its cover, else the first's: CSS alone, so it works before any script. */
export function ArtistCoverList({ artists }: { artists: CoverArtist[] }) {
  return (
    <div className={styles.cover}>
      <div className={styles.shade} />
      <ol className={styles.names}>
        {artists.map((a) => (
          <li key={a.key} className={styles.entry}>
            {a.background && <div className={styles.bg}>{a.background}</div>}
            <Link href={a.href} className={styles.name}>
              {a.name}
            </Link>
            <span className={styles.tagLine}>{a.tagLine}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
