import Link from 'next/link';
import { ServerImage } from '@/components/ui/server-image';
import { DEFAULT_AVATAR } from './owned-card';
import page from '@/components/ui/page.module.css';
import styles from './nft-detail.module.css';

type Props = {
  back: string;
  image: string | null;
  title: string;
  artist: { name: string; navKey: string | null } | null;
  summary: string;
  description: string | null;
};

export function NftDetail({ back, image, title, artist, summary, description }: Props) {
  return (
    <article className={page.page}>
      <p>
        <Link href={back}>Back to profile</Link>
      </p>
      <div className={styles.layout}>
        <div className={styles.picture}>
          {image ? (
            <ServerImage src={image} alt={title} fill priority sizes="(max-width: 800px) 100vw, 480px" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimiser
            <img src={DEFAULT_AVATAR} alt={title} width={480} height={480} />
          )}
        </div>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {artist && (
            <p className={styles.artist}>
              {artist.navKey ? <Link href={`/artists/${encodeURIComponent(artist.navKey)}`}>@{artist.navKey}</Link> : artist.name}
            </p>
          )}
          {summary && <p className={styles.summary}>{summary}</p>}
          {description && <p>{description}</p>}
        </div>
      </div>
    </article>
  );
}
