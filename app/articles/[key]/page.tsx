import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import { ArticleJsonLd } from '@/components/seo/json-ld';
import { sitePublisher } from '@/lib/seo/structured';
import { ArticleCard } from '@/components/articles/article-card';
import { GatedArticleSlot } from '@/components/articles/gated-article-slot';
import { ListSection } from '@/components/ui/list-section';
import { getArticle, listArticles } from '@/lib/platform/content';
import { orNotFound } from '@/app/_lib/not-found';
import { sanitizeContentHtml } from '@/lib/html/sanitize';
import { publicSummary } from '@/lib/articles/summary';
import { publicConfig } from '@/lib/config/public';
import { formatDropDate } from '@/lib/format/date';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';
import { OTHER_ARTICLES } from '@/lib/constants';
import page from '@/components/ui/page.module.css';
import styles from './article-page.module.css';
import { artistHref, articleHref } from '@/lib/links';
import { dropHref } from '@/lib/drops/links';

type Params = { params: Promise<{ key: string }> };

export const revalidate = 60;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Params) {
  const article = await orNotFound(getArticle((await params).key));
  return pageMetadata({
    ownImage: true,
    title: article.title,
    // A gated article is described by its public summary, never its body.
    description: describe(publicSummary(article)),
    path: articleHref(article),
    type: 'article',
  });
}

export default async function ArticlePage({ params }: Params) {
  const article = await orNotFound(getArticle((await params).key));
  const others = await listArticles({ pageSize: OTHER_ARTICLES + 1 }).catch(() => null);
  const otherArticles = (others?.items ?? []).filter((a) => a.key !== article.key).slice(0, OTHER_ARTICLES);
  const url = `${publicConfig.siteUrl}${articleHref(article)}`;
  const cover = article.cover.lg ?? article.cover.original;
  return (
    <div className={page.page}>
      <ArticleJsonLd
        headline={article.title}
        description={describe(publicSummary(article), 300)}
        url={url}
        image={cover ?? undefined}
        dateModified={article.modified ?? undefined}
        datePublished={article.modified ?? undefined}
        author={article.artist ? { '@type': 'Person', name: article.artist.name } : article.userBrief}
        isAccessibleForFree={!article.gated}
        publisher={sitePublisher(publicConfig.siteUrl)}
      />
      <article className={page.narrow}>
        <header className={styles.header}>
          <Link href="/articles" className={page.backLink}>
            All articles
          </Link>
          <h1 className={styles.title}>{article.title}</h1>
          {article.subtitle && <p className={styles.subtitle}>{article.subtitle}</p>}
          <p className={page.muted}>
            {article.artist && (
              <>
                <Link href={artistHref(article.artist)}>{article.artist.name}</Link>
                {' · '}
              </>
            )}
            {article.modified && <time dateTime={article.modified}>{formatDropDate(article.modified)}</time>}
          </p>
        </header>
        {cover && (
          <div className={styles.media}>
            <ServerImage src={cover} alt="" fill priority sizes="(max-width: 760px) 100vw, 760px" />
          </div>
        )}
        {article.gated ? (
          <>
            {article.gatedSummary && <p className={styles.summary}>{article.gatedSummary}</p>}
            {article.contractAddress ? (
              <GatedArticleSlot
                articleKey={article.key}
                gate={{ contractType: article.contractType, contractAddress: article.contractAddress as `0x${string}`, tokenIds: article.tokenIds.map(String) }}
                openseaLink={article.openseaLink}
              />
            ) : null}
          </>
        ) : (
          <div className={page.prose} dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(article.content) }} />
        )}
        {article.drop && (
          <p>
            <Link href={dropHref(article.drop)}>See the drop: {article.drop.title}</Link>
          </p>
        )}
      </article>
      <ListSection id="other-articles" title="Other articles" items={otherArticles} render={(a) => <ArticleCard key={a.key} article={a} />} />
    </div>
  );
}
