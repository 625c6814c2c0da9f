import { ProductView } from '@/components/drops/product-view';
import { dropModule } from '@/components/drops/registry';
import { productRoute } from '@/app/_lib/product-page';

const route = productRoute('key');

// Rendered on first request, then served from Next's cache and refreshed at most 60 s after a change;
// a timed item's button follows the visitor's clock from the first second on.
export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;

/**
 * An item under its drop. The drop's module (components/drops/registry.ts) recognises the item by
 * its key and gives its action (a timed edition's raffle or mint, the Eve draw and mint, the
 * tethered claim, "Raffle Completed"); an auctioned item's routes send it to its auction page. Other items
 * show "Coming Soon" before their drop opens, then their call to action.
 */
export default async function ProductPage(props: { params: Promise<{ key: string }> }) {
  const { product, drop, related, owners } = await route.load(props);
  const now = new Date();
  const parts = drop ? await (await dropModule(drop.navKey))?.item?.({ drop, product, related, now }) : undefined;
  return <ProductView product={product} drop={drop} related={related} owners={owners} now={now} action={parts?.action} />;
}
