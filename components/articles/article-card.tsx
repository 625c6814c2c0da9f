import Image from 'next/image';
import Link from 'next/link';
import type { Article } from '@/lib/platform/schemas';
import { truncate } from '@/lib/format/text';
import { TRUNCATE } from '@/lib/constants';
import styles from '../drops/drop-card.module.css';

export function ArticleCard({ article, priority = false }: { article: Article; priority?: boolean }) {
  const cover = article.cover.sm ?? article.cover.lg;
  return (
    <article className={styles.card}>
      <Link href={`/articles/${article.navKey ?? article.key}`} className={styles.link}>
        <div className={styles.media}>{cover && <Image src={cover} alt="" fill sizes="(max-width: 768px) 100vw, 33vw" priority={priority} />}</div>
        <h3 className={styles.title}>{article.title}</h3>
      </Link>
      <p className={styles.artist}>{truncate(article.summary, TRUNCATE.articleSummary)}</p>
    </article>
  );
}
