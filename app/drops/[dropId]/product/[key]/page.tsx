import { permanentRedirect } from 'next/navigation';
import { ProductView } from '@/components/drops/product-view';
import { TimedSlot } from '@/components/drops/desiccation/timed-slot';
import { productRoute } from '@/app/_lib/product-page';
import { readEdition } from '@/lib/drops/desiccation/chain';
import { DESICCATION, desiccationEdition } from '@/lib/drops/desiccation/config';
import { itemHref } from '@/lib/drops/links';
import { RaffleCompleted } from '@/components/drops/your-face/raffle-completed';
import { isYourFace } from '@/lib/drops/your-face/config';
import { inJuneDraw } from '@/lib/drops/june-raffle/rules';
import { EveItemLoader } from '@/components/drops/eve/eve-item-loader';
import { eveToken } from '@/lib/drops/eve/config';
import { readEveToken, tokenProps } from '@/lib/drops/eve/chain';
import { EVE_NAV_KEY } from '@/lib/drops/eve-layout';
import { TetheredSlot } from '@/components/drops/tethered/tethered-slot';
import { TETHERED } from '@/lib/drops/tethered/config';
import { readTethered } from '@/lib/drops/tethered/chain';

const route = productRoute('key');

// Rendered on first request, then served from Next's cache and refreshed at most 60 s after a change;
// a timed item's button follows the visitor's clock from the first second on.
export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;

/**
 * An item under its drop. A Desiccation item is timed (drop-pages §2, §4): its countdown and the
 * raffle or mint button of its schedule; its auctioned item lives on the auction page. A Your Face
 * item shows only "Raffle Completed"; an Eve item, the June 2022 draw's button until it closes and its mint after (open editions: their free mint); the tethered item, its claim. Other items show "Coming Soon" before their drop opens, then
 * their call to action.
 */
export default async function ProductPage(props: { params: Promise<{ key: string }> }) {
  const { product, drop, related } = await route.load(props);
  const now = new Date();
  const edition = drop?.navKey === DESICCATION.navKey ? desiccationEdition(product.title) : null;
  if (drop?.navKey === DESICCATION.navKey && product.title === DESICCATION.auctionTitle) permanentRedirect(itemHref(drop, product));
  if (isYourFace(drop?.navKey)) return <ProductView product={product} drop={drop} related={related} now={now} action={<RaffleCompleted />} />;
  if (drop?.navKey === EVE_NAV_KEY && (inJuneDraw(drop, product) || eveToken(product.title))) {
    // A drawn item shows the June 2022 draw with its mint under it (issue 15); an open edition, its free mint.
    // An item without a token id (none configured for its title) keeps the draw alone.
    const token = await readEveToken(product.title);
    const item = {
      key: product.key,
      title: product.title,
      token: token && tokenProps(token),
      renderedAt: now.toISOString(),
      mintable: Boolean(eveToken(product.title)),
    };
    return <ProductView product={product} drop={drop} related={related} now={now} action={<EveItemLoader item={item} drawn={inJuneDraw(drop, product)} />} />;
  }
  if (drop?.navKey === TETHERED.navKey) {
    const figures = await readTethered();
    return (
      <ProductView
        product={product}
        drop={drop}
        related={related}
        now={now}
        action={<TetheredSlot figures={{ supply: figures.supply.toString(), price: figures.price.toString() }} />}
      />
    );
  }
  if (!edition) return <ProductView product={product} drop={drop} related={related} now={now} />;
  const figures = await readEdition(edition);
  const item = {
    key: product.key,
    title: product.title,
    tokenId: edition.tokenId.toString(),
    size: edition.size.toString(),
    supply: figures.supply.toString(),
    price: figures.price.toString(),
    renderedAt: now.toISOString(),
  };
  return <ProductView product={product} drop={drop} related={related} now={now} action={<TimedSlot item={item} />} />;
}
