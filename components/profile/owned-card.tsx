import Link from 'next/link';
import { ServerImage } from '@/components/ui/server-image';
import type { GalleryEntry } from '@/lib/profile/gallery';
import styles from './gallery.module.css';

export const DEFAULT_AVATAR = '/default-avatar.svg';

export function OwnedCard({ entry }: { entry: GalleryEntry }) {
  const body = (
    <>
      <span className={styles.picture}>
        {entry.picture ? (
          <ServerImage src={entry.picture} alt="" fill sizes="(max-width: 700px) 50vw, 200px" />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimiser
          <img src={DEFAULT_AVATAR} alt="" width={200} height={200} />
        )}
      </span>
      <span className={styles.title}>{entry.title}</span>
      {entry.artist && <span className={styles.artist}>{entry.artist.name}</span>}
    </>
  );
  // An item without a key has no detail page.
  return entry.href ? (
    <Link href={entry.href} className={styles.card}>
      {body}
    </Link>
  ) : (
    <span className={styles.card}>{body}</span>
  );
}
