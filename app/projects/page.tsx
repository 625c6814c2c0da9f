import { connection } from 'next/server';
import { DropCard } from '@/components/drops/drop-card';
import { ListSection } from '@/components/ui/list-section';
import { listDrops } from '@/lib/platform/content';
import { pageMetadata } from '@/app/_lib/metadata';
import page from '@/components/ui/page.module.css';

export const metadata = pageMetadata({
  title: 'Projects',
  description: 'Long-running projects: membership tokens, layered collections and characters with their own landing pages.',
  path: '/projects',
});

export default async function ProjectsPage() {
  await connection();
  const projects = await listDrops({ time: 'all', project: true, pageSize: 20 });
  return (
    <div className={page.page}>
      <ListSection id="projects" level={1} title="Projects" items={projects.items} wide render={(d, i) => <DropCard key={d.key} drop={d} priority={i === 0} titleAs="h2" />} />
    </div>
  );
}
