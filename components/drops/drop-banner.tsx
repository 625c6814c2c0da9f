import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import type { Drop } from '@/lib/drops/types';
import { dropEntryHref } from '@/lib/drops/links';
import { formatDropDate } from '@/lib/format/date';
import { truncate } from '@/lib/format/text';
import { TRUNCATE } from '@/lib/constants';
import hero from '@/components/ui/hero.module.css';
import styles from './drop-banner.module.css';

/** A current drop as a wide banner slide. */
export function DropBanner({ drop, priority }: { drop: Drop; priority: boolean }) {
  const cover = drop.cover.lg ?? drop.cover.original;
  return (
    <article className={styles.banner}>
      <div className={hero.media}>{cover && <ServerImage src={cover} alt="" fill sizes="(max-width: 992px) 100vw, 1200px" priority={priority} />}</div>
      <div className={styles.text}>
        {drop.artistInfo && <p className={styles.artist}>{drop.artistInfo.name}</p>}
        <h2 className={styles.title}>
          <Link href={dropEntryHref(drop)}>{drop.title}</Link>
        </h2>
        <p className={styles.description}>{truncate(drop.description, TRUNCATE.dropDescription)}</p>
        {drop.releaseDate && (
          <p className={styles.date}>
            <time dateTime={drop.releaseDate}>{formatDropDate(drop.releaseDate)}</time>
          </p>
        )}
      </div>
    </article>
  );
}
