import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import type { DropItem } from '@/lib/drops/types';
import { formatPrice } from '@/lib/format/price';
import hero from '@/components/ui/hero.module.css';
import styles from './drop-card.module.css';

/** An item of a drop: cover, title, edition and price ("Free" when it has none). */
type CardItem = Pick<DropItem, 'title' | 'cover' | 'edition' | 'price' | 'currency'> & { picture?: string | null };

export function ItemCard({ item, href, titleAs: Title = 'h3' }: { item: CardItem; href: string; titleAs?: 'h2' | 'h3' }) {
  const cover = item.cover.sm ?? item.cover.lg ?? item.picture ?? null;
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.link}>
        <div className={hero.media}>{cover && <ServerImage src={cover} alt="" fill sizes="(max-width: 768px) 50vw, 25vw" />}</div>
        <Title className={styles.title}>{item.title}</Title>
      </Link>
      <p className={styles.artist}>{item.edition}</p>
      <p className={styles.price}>{formatPrice(item.price, item.currency)}</p>
    </article>
  );
}
