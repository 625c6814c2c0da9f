import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { desiccationEdition } from '@/lib/drops/desiccation/config';
import { readEdition } from '@/lib/drops/desiccation/chain';
import { readArtistOtherDrops } from '@/lib/drops/desiccation/load';
import { DesiccationDrop } from './desiccation-drop';
import { TimedLoader } from './timed-loader';

/**
 * Desiccation (drop-pages §2, §4): its own layout with the artist's other drops; an item page shows
 * its edition's countdown and raffle or mint (the edition recognised by the item's key); the
 * auctioned Aquarium's item routes send it to its auction page (app/_lib/product-page.ts).
 */
export default defineDrop({
  layout: async ({ drop }) => <DesiccationDrop drop={drop} others={await readArtistOtherDrops(drop)} />,
  item: async ({ product, now }) => {
    const edition = desiccationEdition(product.title);
    if (!edition) return {};
    const figures = await readEdition(edition);
    const item = {
      key: product.key,
      title: product.title,
      schedule: edition.schedule,
      tokenId: edition.tokenId.toString(),
      size: edition.size.toString(),
      supply: figures.supply.toString(),
      price: figures.price.toString(),
      renderedAt: now.toISOString(),
    };
    return { action: <TimedLoader item={item} /> };
  },
});
