import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { LiveAuctionCard } from '@/components/drops/auction/live-auction-card';
import { AuctionClockLoader } from '@/components/drops/drop-page-loaders';
import { AUCTION_COUNTDOWN_STATES } from '@/lib/drops/auction/messages';
import { auctionCard } from '@/lib/drops/auction/card';
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

/** The Eve of Revolution (drop-pages §2, §4); Floating is auctioned: its card leads the sections, which leave it out. */
export default defineDrop({
  parts: async ({ drop, now }) => {
    const card = await auctionCard(drop, now);
    return {
      items: (
        <>
          {card && (
            <LiveAuctionCard
              card={card}
              timer={card.window && <AuctionClockLoader window={card.window} renderedAt={card.renderedAt} states={AUCTION_COUNTDOWN_STATES} />}
            />
          )}
          <EveSections drop={drop} />
        </>
      ),
    };
  },
});
