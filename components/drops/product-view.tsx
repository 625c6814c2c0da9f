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
import { artistHref } from '@/lib/links';

/**
 * An item's page: cover, title, artist, edition, item type, price or Free. Before its drop opens,
 * the action is a disabled "Coming Soon" (drop-pages §2); after, the item's call to action. A drop
 * with its own rules (the timed drop's raffle and mint) passes its `action` instead.
 */
export function ProductView({
  product,
  drop,
  related,
  now,
  action,
}: {
  product: ProductDetail;
  drop: Drop | null;
  related: ProductDetail[];
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
      <ListSection id="related" title="Related items" items={related} render={(item) => <ItemCard key={item.key} item={item} href={productHref(item)} />} />
    </div>
  );
}
