import Link from 'next/link';
import type { Artist } from '@/lib/artists/types';
import { artistHref } from '@/lib/links';
import styles from './site-header.module.css';

/** Names the submenu: a list takes its name from an element, not aria-label. */
export const ARTISTS_LINK_ID = 'header-artists';

export function ArtistMenu({ artists }: { artists: Pick<Artist, 'key' | 'name' | 'navKey'>[] }) {
  if (artists.length === 0) return null;
  return (
    <ul className={styles.submenu} aria-labelledby={ARTISTS_LINK_ID}>
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
