import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import type { Drop } from '@/lib/drops/types';
import { formatDropDate } from '@/lib/format/date';
import { dropEntryHref } from '@/lib/drops/links';
import hero from '@/components/ui/hero.module.css';
import styles from './drop-card.module.css';

/** A drop in a list: cover, title, artist and release date. */
export function DropCard({ drop, priority = false, titleAs: Title = 'h3' }: { drop: Drop; priority?: boolean; titleAs?: 'h2' | 'h3' }) {
  const cover = drop.cover.sm ?? drop.cover.lg;
  return (
    <article className={styles.card}>
      <Link href={dropEntryHref(drop)} className={styles.link}>
        <div className={hero.media}>{cover && <ServerImage src={cover} alt="" fill sizes="(max-width: 768px) 100vw, 33vw" priority={priority} />}</div>
        <Title className={styles.title}>{drop.title}</Title>
      </Link>
      {drop.artistInfo && <p className={styles.artist}>{drop.artistInfo.name}</p>}
      {drop.releaseDate && (
        <p className={styles.date}>
          <time dateTime={drop.releaseDate}>{formatDropDate(drop.releaseDate)}</time>
        </p>
      )}
    </article>
  );
}
