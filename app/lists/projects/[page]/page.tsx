import { DropCard } from '@/components/drops/drop-card';
import { ListSection } from '@/components/ui/list-section';
import { FEATURED_DROPS } from '@/lib/constants';
import { listProjects } from '@/lib/platform/content';
import { ListPager, listMetadata, listPageNumber, withinPages, type ListPageProps } from '@/app/_lib/list-page';
import page from '@/components/ui/page.module.css';

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = listMetadata(
  'projects',
  'Projects',
  'Long-running projects: membership tokens, layered collections and characters with their own landing pages.',
);

/** platform-core §9 "Featured drops | 4". */
export default async function ProjectsPage(props: ListPageProps) {
  const n = await listPageNumber(props);
  const projects = await listProjects({ pageSize: FEATURED_DROPS, pageIndex: n });
  withinPages(n, projects.totalPages);
  return (
    <div className={page.page}>
      <ListSection
        id="projects"
        level={1}
        title="Projects"
        items={projects.items}
        wide
        render={(d, i) => <DropCard key={d.key} drop={d} priority={i === 0} titleAs="h2" />}
        footer={<ListPager list="projects" n={n} paged={projects} label="Projects pages" names={['Previous', 'Next']} />}
      />
    </div>
  );
}
