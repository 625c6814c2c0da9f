import Link from 'next/link';
import { SITE_NAME } from '@/lib/constants';
import { COMMUNITY_URL, MARKET_PATH, SOCIAL_LINKS } from '@/lib/site-links';
import { NewsletterForm } from './newsletter-form';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.logo}>{SITE_NAME}</p>
          <p className={styles.muted}>Timed drops of digital art by named artists.</p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          <div>
            <h2 className={styles.heading}>Market</h2>
            <ul className={styles.list}>
              <li>
                <Link href={MARKET_PATH}>Marketplace</Link>
              </li>
              <li>
                <Link href="/drops">Drops</Link>
              </li>
              <li>
                <Link href="/artists">Artists</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Community</h2>
            <ul className={styles.list}>
              <li>
                <a href={COMMUNITY_URL} target="_blank" rel="noopener noreferrer">
                  Join the Discord
                </a>
              </li>
              <li>
                <Link href="/articles">Articles</Link>
              </li>
              <li>
                <Link href="/terms-of-service">Terms of Service</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Social</h2>
            <ul className={styles.list}>
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className={styles.newsletter} id="newsletter">
          <h2 className={styles.heading} id="newsletter-heading">
            Newsletter
          </h2>
          <p className={styles.muted}>New drops and stories, once in a while.</p>
          <NewsletterForm labelledBy="newsletter-heading" />
        </div>
      </div>
    </footer>
  );
}
