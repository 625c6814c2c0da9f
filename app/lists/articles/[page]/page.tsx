import { ArticleCard } from '@/components/articles/article-card';
import { ListSection } from '@/components/ui/list-section';
import { Pager } from '@/components/ui/pager';
import { listArticles } from '@/lib/platform/content';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { pageMetadata } from '@/app/_lib/metadata';
import { notFound } from 'next/navigation';
import { listHref, listPage, pageNumber } from '@/lib/layout/list-routes';
import page from '@/components/ui/page.module.css';

type Props = { params: Promise<{ page: string }> };

/** Reached through the middleware's rewrite of /articles?page=N (lib/layout/list-routes.ts): cached per page. */
export const revalidate = 60;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props) {
  const n = pageNumber((await params).page);
  return pageMetadata({
    title: n > 1 ? `Articles, page ${n}` : 'Articles',
    description: 'Stories behind the drops: artist interviews, process notes and members-only letters.',
    path: listHref('articles', n),
    image: '/articles/opengraph-image',
  });
}

export default async function ArticlesPage({ params }: Props) {
  const index = listPage((await params).page);
  if (index === null) notFound();
  const articles = await listArticles({ pageSize: DEFAULT_PAGE_SIZE, pageIndex: index });
  // Past the last page is a 404 (kept only in the bounded miss cache), not one more cached empty page.
  if (index > Math.max(1, articles.totalPages)) notFound();
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
            <Pager
              label="Article pages"
              current={articles.currentPage}
              total={articles.totalPages}
              newer={index > 1 ? listHref('articles', index - 1) : null}
              older={articles.hasNextPage ? listHref('articles', index + 1) : null}
            />
          )
        }
      />
    </div>
  );
}
