import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import type { Article } from '@/lib/articles/types';
import { publicSummary } from '@/lib/articles/summary';
import { truncate } from '@/lib/format/text';
import { TRUNCATE } from '@/lib/constants';
import hero from '@/components/ui/hero.module.css';
import styles from '../drops/drop-card.module.css';
import { articleHref } from '@/lib/links';

export function ArticleCard({ article, priority = false, titleAs: Title = 'h3' }: { article: Article; priority?: boolean; titleAs?: 'h2' | 'h3' }) {
  const cover = article.cover.sm ?? article.cover.lg;
  return (
    <article className={styles.card}>
      <Link href={articleHref(article)} className={styles.link}>
        <div className={hero.media}>{cover && <ServerImage src={cover} alt="" fill sizes="(max-width: 768px) 100vw, 33vw" priority={priority} />}</div>
        <Title className={styles.title}>{article.title}</Title>
      </Link>
      <p className={styles.artist}>{truncate(publicSummary(article), TRUNCATE.articleSummary)}</p>
    </article>
  );
}
