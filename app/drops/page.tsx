import Link from 'next/link';
import { connection } from 'next/server';
import { DropCard } from '@/components/drops/drop-card';
import { ListSection } from '@/components/ui/list-section';
import { listDrops } from '@/lib/platform/content';
import { pageMetadata } from '@/app/_lib/metadata';
import page from '@/components/ui/page.module.css';

export const metadata = pageMetadata({
  title: 'Drops',
  description: 'Upcoming and past drops of digital art: timed editions by named artists, minted on Ethereum.',
  path: '/drops',
});

const pageIndex = (value: string | string[] | undefined) => Math.max(Number(Array.isArray(value) ? value[0] : value) || 1, 1);

export default async function DropsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const pastPage = pageIndex((await searchParams).past);
  const [upcoming, past] = await Promise.all([listDrops({ time: 'upcoming', pageSize: 10 }), listDrops({ time: 'past', pageSize: 10, pageIndex: pastPage })]);
  return (
    <div className={page.page}>
      <h1 className="visually-hidden">Drops</h1>
      <ListSection id="upcoming" title="Upcoming drops" items={upcoming.items} render={(d, i) => <DropCard key={d.key} drop={d} priority={i === 0} />} />
      <ListSection
        id="past"
        title="Past drops"
        items={past.items}
        render={(d) => <DropCard key={d.key} drop={d} />}
        footer={
          past.totalPages > 1 && (
            <nav aria-label="Past drops pages" className={page.pager}>
              {pastPage > 1 && <Link href={`/drops?past=${pastPage - 1}`}>Newer</Link>}
              <span>
                Page {past.currentPage} of {past.totalPages}
              </span>
              {past.hasNextPage && <Link href={`/drops?past=${pastPage + 1}`}>Older</Link>}
            </nav>
          )
        }
      />
    </div>
  );
}
