import Link from 'next/link';
import { SITE_NAME } from '@/lib/constants';
import { SOCIAL_LINKS } from '@/lib/site-links';
import type { Artist } from '@/lib/artists/types';
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

/** The site header; the layout reads the artists of its menu (an empty list links to /artists only). */
export function SiteHeader({ artists }: { artists: Pick<Artist, 'key' | 'name' | 'navKey'>[] }) {
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
