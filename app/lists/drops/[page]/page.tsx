import { DropCard } from '@/components/drops/drop-card';
import { ListSection } from '@/components/ui/list-section';
import { Pager } from '@/components/ui/pager';
import { listDrops } from '@/lib/platform/content';
import { pageMetadata } from '@/app/_lib/metadata';
import { notFound } from 'next/navigation';
import { listHref, listPage, pageNumber } from '@/lib/layout/list-routes';
import page from '@/components/ui/page.module.css';

type Props = { params: Promise<{ page: string }> };

/** Reached through the middleware's rewrite of /drops?past=N (lib/layout/list-routes.ts): cached per page. */
export const revalidate = 60;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props) {
  const n = pageNumber((await params).page);
  return pageMetadata({
    title: n > 1 ? `Drops, page ${n}` : 'Drops',
    description: 'Upcoming and past drops of digital art: timed editions by named artists, minted on Ethereum.',
    path: listHref('drops', n),
    image: '/drops/opengraph-image',
  });
}

export default async function DropsPage({ params }: Props) {
  const pastPage = listPage((await params).page);
  if (pastPage === null) notFound();
  const [upcoming, past] = await Promise.all([listDrops({ time: 'upcoming', pageSize: 10 }), listDrops({ time: 'past', pageSize: 10, pageIndex: pastPage })]);
  // Past the last page is a 404 (kept only in the bounded miss cache), not one more cached empty page.
  if (pastPage > Math.max(1, past.totalPages)) notFound();
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
            <Pager
              label="Past drops pages"
              current={past.currentPage}
              total={past.totalPages}
              newer={pastPage > 1 ? listHref('drops', pastPage - 1) : null}
              older={past.hasNextPage ? listHref('drops', pastPage + 1) : null}
            />
          )
        }
      />
    </div>
  );
}
