import Link from 'next/link';
import type { ReactNode } from 'react';
import { ServerImage } from '@/components/ui/server-image';
import { dropHref } from '@/lib/drops/links';
import type { ProductDetail } from '@/lib/drops/types';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';

/** An auction page's top: the piece, the way back to its drop, the state, title and artist; then its own parts. */
export function AuctionHero({
  item,
  navKey,
  dropTitle,
  kicker,
  children,
  after,
}: {
  item: ProductDetail;
  navKey: string;
  dropTitle: string;
  kicker: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const cover = item.cover.lg ?? item.picture;
  return (
    <div className={page.page}>
      <article className={hero.even}>
        <div className={hero.square}>{cover && <ServerImage src={cover} alt={item.title} fill priority sizes="(max-width: 768px) 100vw, 50vw" />}</div>
        <div className={hero.text}>
          <Link href={dropHref({ key: item.dropKey ?? navKey, navKey })} className={page.backLink}>
            {`Back to ${dropTitle}`}
          </Link>
          <p className={hero.kicker}>{kicker}</p>
          <h1 className={hero.title}>{item.title}</h1>
          {item.artistInfo && <p className={page.muted}>by {item.artistInfo.name}</p>}
          {children}
        </div>
      </article>
      {after}
    </div>
  );
}
