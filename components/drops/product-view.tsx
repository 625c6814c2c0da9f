import type { ReactNode } from 'react';
import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import { ItemCard } from '@/components/drops/item-card';
import { ListSection } from '@/components/ui/list-section';
import type { Drop, ProductDetail } from '@/lib/drops/types';
import { dropHref, productHref } from '@/lib/drops/links';
import { ItemAction } from './item-action';
import { formatPrice } from '@/lib/format/price';
import { MARKET_PATH } from '@/lib/site-links';
import hero from '@/components/ui/hero.module.css';
import styles from './product-view.module.css';
import page from '@/components/ui/page.module.css';
import { artistHref, userHref } from '@/lib/links';
import { shortenAddress } from '@/lib/format/address';
import type { Paged } from '@/lib/content/types';
import type { ProductOwner } from '@/lib/drops/types';
import list from '@/components/ui/list-section.module.css';

/** An item's page; drops with their own rules pass `action`. */
export function ProductView({
  product,
  drop,
  related,
  owners = null,
  now,
  action,
}: {
  product: ProductDetail;
  drop: Drop | null;
  related: ProductDetail[];
  /** null: not read, or the read failed. */
  owners?: Paged<ProductOwner> | null;
  now: Date;
  action?: ReactNode;
}) {
  const cover = product.cover.lg ?? product.picture;
  return (
    <div className={page.page}>
      <article className={hero.hero}>
        <div className={hero.square}>{cover && <ServerImage src={cover} alt={product.title} fill priority sizes="(max-width: 768px) 100vw, 55vw" />}</div>
        <div className={hero.text}>
          {drop && (
            <Link href={dropHref(drop)} className={page.backLink}>
              Back to {drop.title}
            </Link>
          )}
          <h1 className={hero.title}>{product.title}</h1>
          {product.artistInfo && (
            <p className={styles.artist}>
              by <Link href={artistHref(product.artistInfo)}>{product.artistInfo.name}</Link>
            </p>
          )}
          <dl className={hero.facts}>
            <dt>Edition</dt>
            <dd>{product.edition || '—'}</dd>
            <dt>Item type</dt>
            <dd>{product.itemType || '—'}</dd>
            <dt>Price</dt>
            <dd>{formatPrice(product.price, product.currency)}</dd>
          </dl>
          {product.description && <p>{product.description}</p>}
          {action ?? (
            <ItemAction
              releaseDate={drop?.releaseDate ?? null}
              endDate={drop?.endDate ?? null}
              renderedAt={now.toISOString()}
              cta={{ label: product.ctaButton || 'View', href: MARKET_PATH }}
            />
          )}
        </div>
      </article>
      <Owners owners={owners} />
      <ListSection id="related" title="Related items" items={related} render={(item) => <ItemCard key={item.key} item={item} href={productHref(item)} />} />
    </div>
  );
}

/** The first 5 owners (drop-pages §7); nothing when none or on a failed read. */
function Owners({ owners }: { owners: Paged<ProductOwner> | null }) {
  if (!owners || owners.items.length === 0) return null;
  const more = owners.totalCount - owners.items.length;
  return (
    <section aria-labelledby="owners" className={list.section}>
      <h2 id="owners" className={list.heading}>
        Owners
      </h2>
      <ul className={styles.owners}>
        {/* Not prefetched: a profile's client code would download with every item page. */}
        {owners.items.map((o) => (
          <li key={o.walletAddress}>
            {o.username &&
              (o.userKey ? (
                <Link href={userHref(o.userKey)} prefetch={false}>
                  {o.username}
                </Link>
              ) : (
                <span>{o.username}</span>
              ))}
            <span className={styles.address} title={o.walletAddress}>
              {shortenAddress(o.walletAddress, 12, 12)}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.more}>{`and ${more} more`}</p>}
    </section>
  );
}
