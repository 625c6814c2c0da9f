import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { ItemCard } from '@/components/drops/item-card';
import { ListSection } from '@/components/ui/list-section';
import { eveSections } from '@/lib/drops/eve/layout';
import { itemHref } from '@/lib/drops/links';
import type { Drop } from '@/lib/drops/types';

function EveSections({ drop }: { drop: Drop }) {
  const { eve, numbered, freeMint } = eveSections(drop.items);
  const card = (item: Drop['items'][number]) => <ItemCard key={item.key} item={item} href={itemHref(drop, item)} />;
  return (
    <>
      <ListSection id="eve-of-revolution" title="Eve of Revolution" items={eve} render={card} />
      <ListSection id="editions" title="Editions" items={numbered} render={card} />
      <ListSection id="free-mint" title="Free Mint" items={freeMint} render={card} />
    </>
  );
}

/** The Eve of Revolution (drop-pages §2, §4); Floating is auctioned. */
export default defineDrop({
  parts: ({ drop }) => ({ items: <EveSections drop={drop} /> }),
});
