import Link from 'next/link';
import type { Artist } from '@/lib/artists/types';
import { artistHref } from '@/lib/links';
import styles from './site-header.module.css';

export const ARTISTS_MENU_ID = 'header-artists-menu';

/** The artists below the header's Artists link, behind a disclosure button (WAI-ARIA disclosure navigation): the list itself needs no name. */
export function ArtistMenu({ artists }: { artists: Pick<Artist, 'key' | 'name' | 'navKey'>[] }) {
  if (artists.length === 0) return null;
  return (
    <>
      {/* The header's shell (already on every page) opens and closes it: no script of its own. */}
      <button type="button" className={styles.toggle} aria-expanded="false" aria-controls={ARTISTS_MENU_ID} aria-label="More Artists pages" data-disclosure="">
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={ARTISTS_MENU_ID} className={styles.submenu}>
        {artists.map((artist) => (
          <li key={artist.key}>
            <Link href={artistHref(artist)} className={styles.submenuLink}>
              {artist.name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
