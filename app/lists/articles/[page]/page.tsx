import { ArticleCard } from '@/components/articles/article-card';
import { ListSection } from '@/components/ui/list-section';
import { listArticles } from '@/lib/platform/content';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { ListPager, listMetadata, listPageNumber, withinPages, type ListPageProps } from '@/app/_lib/list-page';
import page from '@/components/ui/page.module.css';

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = listMetadata('articles', 'Articles', 'Stories behind the drops: artist interviews, process notes and members-only letters.');

export default async function ArticlesPage(props: ListPageProps) {
  const n = await listPageNumber(props);
  const articles = await listArticles({ pageSize: DEFAULT_PAGE_SIZE, pageIndex: n });
  withinPages(n, articles.totalPages);
  return (
    <div className={page.page}>
      <ListSection
        id="articles"
        level={1}
        title="Articles"
        items={articles.items}
        render={(a, i) => <ArticleCard key={a.key} article={a} priority={i === 0} titleAs="h2" />}
        footer={<ListPager list="articles" n={n} paged={articles} label="Article pages" />}
      />
    </div>
  );
}
