import Link from 'next/link';
import type { Artist } from '@/lib/artists/types';
import { artistHref } from '@/lib/links';
import styles from './site-header.module.css';

/** The header's Artists submenu (hidden until the Artists item is hovered or focused); none links to /artists only. */
export function ArtistMenu({ artists }: { artists: Pick<Artist, 'key' | 'name' | 'navKey'>[] }) {
  if (artists.length === 0) return null;
  return (
    <ul className={styles.submenu} aria-label="Artists">
      {artists.map((artist) => (
        <li key={artist.key}>
          <Link href={artistHref(artist)} className={styles.submenuLink}>
            {artist.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
