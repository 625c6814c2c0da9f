import Link from 'next/link';
import { listArtists } from '@/lib/platform/content';
import { ARTIST_MENU_MAX, SITE_NAME } from '@/lib/constants';
import { SOCIAL_LINKS } from '@/lib/site-links';
import type { Artist } from '@/lib/platform/schemas';
import { HeaderShell } from './header-shell';
import { AccountLink } from './account-link';
import { WalletSlot } from './wallet-slot';
import styles from './site-header.module.css';
import { artistHref } from '@/lib/links';

const NAV = [
  { href: '/drops', label: 'Drops' },
  { href: '/projects', label: 'Projects' },
  { href: '/articles', label: 'Articles' },
] as const;

async function menuArtists(): Promise<Artist[]> {
  try {
    return (await listArtists({ pageSize: ARTIST_MENU_MAX })).items;
  } catch {
    // The header must never take the page down with it; the menu then links to /artists only.
    return [];
  }
}

export async function SiteHeader() {
  const artists = await menuArtists();
  return (
    <HeaderShell className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${SITE_NAME} home`}>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menu}>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className={styles.hasSubmenu}>
              <Link href="/artists" className={styles.link}>
                Artists
              </Link>
              {artists.length > 0 && (
                <ul className={styles.submenu} aria-label="Artists">
                  {artists.map((artist) => (
                    <li key={artist.key}>
                      <Link href={artistHref(artist)} className={styles.submenuLink}>
                        {artist.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </ul>
        </nav>
        <ul className={styles.social} aria-label="Social">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.label}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.wallet}>
          <AccountLink />
          <WalletSlot />
        </div>
      </div>
    </HeaderShell>
  );
}
