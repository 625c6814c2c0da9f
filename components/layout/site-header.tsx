import Link from 'next/link';
import { SITE_NAME } from '@/lib/constants';
import { WalletSlot } from './wallet-slot';
import styles from './site-header.module.css';

const NAV = [
  { href: '/drops', label: 'Drops' },
  { href: '/projects', label: 'Projects' },
  { href: '/articles', label: 'Articles' },
  { href: '/artists', label: 'Artists' },
] as const;

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a className="visually-hidden" href="#main">
        Skip to content
      </a>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${SITE_NAME} home`}>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {NAV.map((item) => (
            <Link key={item.href} href={item.href} className={styles.link}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className={styles.wallet}>
          <WalletSlot />
        </div>
      </div>
    </header>
  );
}
