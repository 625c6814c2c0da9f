import { ProductView } from '@/components/drops/product-view';
import { dropItemViews } from '@/components/drops/item-views';
import { productRoute } from '@/app/_lib/product-page';
import { chainNow } from '@/lib/chain/clock';

const route = productRoute('key', 'dropId');

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;

/** The drop's module (components/drops/registry.ts) gives a recognised item its action; others show "Coming Soon" until the drop opens. */
export default async function ProductPage(props: { params: Promise<{ dropId: string; key: string }> }) {
  const [{ product, drop, related, owners }, now] = await Promise.all([route.load(props), chainNow()]);
  const parts = drop ? await (await dropItemViews(drop.navKey))?.({ drop, product, related, now }) : undefined;
  return <ProductView product={product} drop={drop} related={related} owners={owners} now={now} action={parts?.action} />;
}
