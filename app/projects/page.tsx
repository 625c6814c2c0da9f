import { emptyPage, orEmptyAtBuild } from '@/app/_lib/build-phase';
import { DropCard } from '@/components/drops/drop-card';
import { ListSection } from '@/components/ui/list-section';
import { listProjects } from '@/lib/platform/content';
import { pageMetadata } from '@/app/_lib/metadata';
import page from '@/components/ui/page.module.css';

/** Cached and refreshed every minute and by tag (issue 11); prerendered when the platform is reachable at build. */
export const revalidate = 60;
export const metadata = pageMetadata({
  title: 'Projects',
  description: 'Long-running projects: membership tokens, layered collections and characters with their own landing pages.',
  path: '/projects',
  ownImage: true,
});

export default async function ProjectsPage() {
  const projects = await orEmptyAtBuild(listProjects({ pageSize: 20 }), emptyPage());
  return (
    <div className={page.page}>
      <ListSection
        id="projects"
        level={1}
        title="Projects"
        items={projects.items}
        wide
        render={(d, i) => <DropCard key={d.key} drop={d} priority={i === 0} titleAs="h2" />}
      />
    </div>
  );
}
