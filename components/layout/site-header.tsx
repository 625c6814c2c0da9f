import Link from 'next/link';
import { SITE_NAME } from '@/lib/constants';
import { SOCIAL_LINKS } from '@/lib/site-links';
import type { ReactNode } from 'react';
import { HeaderShell } from './header-shell';
import { AccountLink } from './account-link';
import { WalletSlot } from './wallet-slot';
import styles from './site-header.module.css';

const NAV = [
  { href: '/drops', label: 'Drops' },
  { href: '/projects', label: 'Projects' },
  { href: '/articles', label: 'Articles' },
] as const;

export function SiteHeader({ artists }: { artists?: ReactNode }) {
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
            <li className={styles.hasSubmenu} data-disclosure-item="">
              <Link href="/artists" className={styles.link}>
                Artists
              </Link>
              {artists}
            </li>
          </ul>
        </nav>
        <nav aria-label="Social">
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.wallet}>
          <AccountLink />
          <WalletSlot />
        </div>
      </div>
    </HeaderShell>
  );
}
