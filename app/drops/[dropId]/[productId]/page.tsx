import { ProductView } from '@/components/drops/product-view';
import { dropSubpage } from '@/components/drops/subpages';
import { productRoute } from '@/app/_lib/product-page';
import { orNotFound } from '@/app/_lib/not-found';
import { pageMetadata } from '@/app/_lib/metadata';
import { getDrop } from '@/lib/platform/content';
import { chainNow } from '@/lib/chain/clock';

const route = productRoute('productId', 'dropId');

type Props = { params: Promise<{ dropId: string; productId: string }> };

export const revalidate = 60;
export const generateStaticParams = async () => [];

// A drop module's own path (/drops/lushsux-joker/pay, platform-core §2); anything else is an item page.

export async function generateMetadata(props: Props) {
  const { dropId, productId } = await props.params;
  const subpage = await dropSubpage(dropId, productId);
  if (!subpage) return route.generateMetadata(props);
  return pageMetadata({
    title: subpage.title,
    description: subpage.description,
    path: `/drops/${encodeURIComponent(dropId)}/${encodeURIComponent(productId)}`,
  });
}

export default async function ProductPage(props: Props) {
  const { dropId, productId } = await props.params;
  const subpage = await dropSubpage(dropId, productId);
  if (subpage) return subpage.render({ drop: await orNotFound(getDrop(dropId)), now: await chainNow() });
  return <ProductView {...await route.load(props)} now={await chainNow()} />;
}
