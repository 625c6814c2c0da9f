import 'server-only';
import { defineItemViews } from '@/components/drops/drop-module';
import { eveToken } from '@/lib/drops/eve/config';
import { readEveToken } from '@/lib/drops/eve/chain';
import { inJuneDraw } from '@/lib/drops/june-raffle/rules';
import { EveItemLoader } from '@/components/drops/item-page-loaders';

/** An Eve item's mint and its June draw (drop-pages §4). */
export default defineItemViews(async ({ drop, product, now }) => {
  const drawn = inJuneDraw(drop, product);
  const token = eveToken(product.title);
  // An item without a token id keeps the draw alone; one neither drawn nor minted is the generic item page.
  if (!drawn && !token) return {};
  const info = await readEveToken(product.title);
  const item = { key: product.key, title: product.title, token: info, renderedAt: now.toISOString(), mintable: Boolean(token) };
  return { action: <EveItemLoader item={item} drawn={drawn} /> };
});
