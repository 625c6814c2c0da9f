import { DropCard } from '@/components/drops/drop-card';
import { ListSection } from '@/components/ui/list-section';
import { listDrops } from '@/lib/platform/content';
import { ListPager, listMetadata, listPageNumber, withinPages, type ListPageProps } from '@/app/_lib/list-page';
import page from '@/components/ui/page.module.css';

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = listMetadata('drops', 'Drops', 'Upcoming and past drops of digital art: timed editions by named artists, minted on Ethereum.');

export default async function DropsPage(props: ListPageProps) {
  const pastPage = await listPageNumber(props);
  const [upcoming, past] = await Promise.all([listDrops({ time: 'upcoming', pageSize: 10 }), listDrops({ time: 'past', pageSize: 10, pageIndex: pastPage })]);
  withinPages(pastPage, past.totalPages);
  return (
    <div className={page.page}>
      <h1 className="visually-hidden">Drops</h1>
      <ListSection id="upcoming" title="Upcoming drops" items={upcoming.items} render={(d, i) => <DropCard key={d.key} drop={d} priority={i === 0} />} />
      <ListSection
        id="past"
        title="Past drops"
        items={past.items}
        render={(d) => <DropCard key={d.key} drop={d} />}
        footer={<ListPager list="drops" n={pastPage} paged={past} label="Past drops pages" />}
      />
    </div>
  );
}
