import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { ItemCard } from '@/components/drops/item-card';
import { ListSection } from '@/components/ui/list-section';
import { eveSections } from '@/lib/drops/eve/layout';
import { eveToken } from '@/lib/drops/eve/config';
import { readEveToken } from '@/lib/drops/eve/chain';
import { inJuneDraw } from '@/lib/drops/june-raffle/rules';
import { itemHref } from '@/lib/drops/links';
import type { Drop } from '@/lib/drops/types';
import { EveItemLoader } from './eve-item-loader';

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
  item: async ({ drop, product, now }) => {
    const drawn = inJuneDraw(drop, product);
    const token = eveToken(product.title);
    // An item without a token id keeps the draw alone; one neither drawn nor minted is the generic item page.
    if (!drawn && !token) return {};
    const info = await readEveToken(product.title);
    const item = { key: product.key, title: product.title, token: info, renderedAt: now.toISOString(), mintable: Boolean(token) };
    return { action: <EveItemLoader item={item} drawn={drawn} /> };
  },
});
