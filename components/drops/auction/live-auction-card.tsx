import Link from 'next/link';
import type { ReactNode } from 'react';
import { ServerImage } from '@/components/ui/server-image';
import { formatDateTime } from '@/lib/format/date';
import { AUCTION_CARD as M, type AuctionCard } from '@/lib/drops/auction/card';
import hero from '@/components/ui/hero.module.css';
import styles from './live-auction-card.module.css';

/**
 * The auction a drop page's sections leave out, and the home page's while it is live: its picture,
 * state, title, leading bid, `timer` (the drop page's counts down; the home page's names the end) and a link.
 */
export function LiveAuctionCard({ card: { href, title, picture, lead, phase }, timer }: { card: AuctionCard; timer: ReactNode }) {
  const headingId = `auction-${href.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div className={hero.square}>{picture && <ServerImage src={picture} alt="" fill sizes="(max-width: 768px) 100vw, 240px" />}</div>
      <div className={hero.text}>
        <p className={hero.kicker}>{M.heading[phase ?? 'active']}</p>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {timer}
        <p className={styles.lead}>
          {lead.label === 'highest' ? M.highest : M.reserve}: <strong>{lead.eth} ETH</strong>
        </p>
        <Link href={href} className={styles.link}>
          {M.view}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </section>
  );
}

/** The end as a date, for a page that carries no clock script (the home page). */
export function AuctionEnds({ card }: { card: AuctionCard }) {
  if (!card.window) return null;
  const end = new Date(card.window.endAt * 1000).toISOString();
  return (
    <p className={styles.countdown}>
      {M.ends} <time dateTime={end}>{formatDateTime(end)} UTC</time>
    </p>
  );
}
