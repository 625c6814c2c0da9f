import Link from 'next/link';
import { connection } from 'next/server';
import { ArticleCard } from '@/components/articles/article-card';
import { ListSection } from '@/components/ui/list-section';
import { listArticles } from '@/lib/platform/content';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { pageMetadata } from '@/app/_lib/metadata';
import page from '@/components/ui/page.module.css';

export const metadata = pageMetadata({
  title: 'Articles',
  description: 'Stories behind the drops: artist interviews, process notes and members-only letters.',
  path: '/articles',
});

export default async function ArticlesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const raw = (await searchParams).page;
  const index = Math.max(Number(Array.isArray(raw) ? raw[0] : raw) || 1, 1);
  const articles = await listArticles({ pageSize: DEFAULT_PAGE_SIZE, pageIndex: index });
  return (
    <div className={page.page}>
      <ListSection
        id="articles"
        level={1}
        title="Articles"
        items={articles.items}
        render={(a, i) => <ArticleCard key={a.key} article={a} priority={i === 0} titleAs="h2" />}
        footer={
          articles.totalPages > 1 && (
            <nav aria-label="Article pages" className={page.pager}>
              {index > 1 && <Link href={`/articles?page=${index - 1}`}>Newer</Link>}
              <span>
                Page {articles.currentPage} of {articles.totalPages}
              </span>
              {articles.hasNextPage && <Link href={`/articles?page=${index + 1}`}>Older</Link>}
            </nav>
          )
        }
      />
    </div>
  );
}
