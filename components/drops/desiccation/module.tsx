import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { desiccationEdition } from '@/lib/drops/desiccation/config';
import { readEdition } from '@/lib/drops/desiccation/chain';
import { readArtistOtherDrops } from '@/lib/drops/desiccation/load';
import { DesiccationDrop } from './desiccation-drop';
import { TimedLoader } from './timed-loader';

/** Desiccation (drop-pages §2, §4); the Aquarium's item routes go to its auction. */
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
      tokenId: edition.tokenId,
      size: edition.size,
      supply: figures.supply,
      price: figures.price,
      renderedAt: now.toISOString(),
    };
    return { action: <TimedLoader item={item} /> };
  },
});
