import 'server-only';
import { defineItemViews } from '@/components/drops/drop-module';
import { DESICCATION, desiccationEdition } from '@/lib/drops/desiccation/config';
import { readEdition } from '@/lib/drops/desiccation/chain';
import { TimedLoader } from '@/components/drops/item-page-loaders';

/** An edition's timed mint and draw (drop-pages §4); the auctioned Aquarium has none. */
export default defineItemViews(async ({ product, now }) => {
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
    contract: DESICCATION.address,
    renderedAt: now.toISOString(),
  };
  return { action: <TimedLoader item={item} /> };
});
