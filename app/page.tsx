import type { Metadata } from 'next';
import { connection } from 'next/server';
import { DropCard } from '@/components/drops/drop-card';
import { ArticleCard } from '@/components/articles/article-card';
import { EmptyData } from '@/components/ui/empty-data';
import { listArticles, listDrops } from '@/lib/platform/content';
import { HOME_ARTICLES, HOME_BANNER_DROPS, HOME_UPCOMING_DROPS, SITE_DESCRIPTION, SITE_NAME } from '@/lib/constants';
import styles from './home.module.css';

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME}: timed drops of digital art` },
  description: SITE_DESCRIPTION,
  alternates: { canonical: '/' },
};

export default async function HomePage() {
  // Rendered per request (the platform is not reachable at build time); its reads are cached 60 s.
  await connection();
  const [current, upcoming, articles] = await Promise.all([
    listDrops({ time: 'current', pageSize: HOME_BANNER_DROPS }),
    listDrops({ time: 'upcoming', pageSize: HOME_UPCOMING_DROPS }),
    listArticles({ home: true, pageSize: HOME_ARTICLES }),
  ]);

  return (
    <div className={styles.page}>
      <section aria-labelledby="current-drops" className={styles.section}>
        <h1 id="current-drops" className={styles.heading}>
          Current drops
        </h1>
        {current.items.length ? (
          <div className={styles.banner}>
            {current.items.map((drop, i) => (
              <DropCard key={drop.key} drop={drop} priority={i === 0} />
            ))}
          </div>
        ) : (
          <EmptyData />
        )}
      </section>

      <section aria-labelledby="upcoming-drops" className={styles.section}>
        <h2 id="upcoming-drops" className={styles.heading}>
          Upcoming drops
        </h2>
        {upcoming.items.length ? (
          <div className={styles.grid}>
            {upcoming.items.map((drop) => (
              <DropCard key={drop.key} drop={drop} />
            ))}
          </div>
        ) : (
          <EmptyData />
        )}
      </section>

      <section aria-labelledby="latest-articles" className={styles.section}>
        <h2 id="latest-articles" className={styles.heading}>
          Latest articles
        </h2>
        {articles.items.length ? (
          <div className={styles.grid}>
            {articles.items.map((article) => (
              <ArticleCard key={article.key} article={article} />
            ))}
          </div>
        ) : (
          <EmptyData />
        )}
      </section>
    </div>
  );
}
