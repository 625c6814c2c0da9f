import 'server-only';
import { defineItemViews } from '@/components/drops/drop-module';
import { publicConfig } from '@/lib/config/public';
import { EVE_MINT, eveToken } from '@/lib/drops/eve/config';
import { eveTopic } from '@/lib/drops/eve/live';
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
  // The panel ships no public config: the contract, its live topic and the chain's name come from here.
  const mint = token && { ...token, address: EVE_MINT[token.contract].address, topic: eveTopic(token) };
  const item = { key: product.key, title: product.title, token: info, renderedAt: now.toISOString(), mint, chainLabel: publicConfig.chain.label };
  return { action: <EveItemLoader item={item} drawn={drawn} /> };
});
