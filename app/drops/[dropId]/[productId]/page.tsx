import { ProductView } from '@/components/drops/product-view';
import { dropSubpage } from '@/components/drops/registry';
import { productRoute } from '@/app/_lib/product-page';
import { orNotFound } from '@/app/_lib/not-found';
import { pageMetadata } from '@/app/_lib/metadata';
import { getDrop } from '@/lib/platform/content';

const route = productRoute('productId');

type Props = { params: Promise<{ dropId: string; productId: string }> };

// Rendered on first request, then served from Next's cache and refreshed at most 60 s after a change.
export const revalidate = 60;
export const generateStaticParams = async () => [];

// A drop's page of its own under its path (the print claim's payment mode, /drops/lushsux-joker/pay:
// platform-core §2) is its module's; any other path is an item page.

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
  if (subpage) return subpage.render({ drop: await orNotFound(getDrop(dropId)), now: new Date() });
  return <ProductView {...await route.load(props)} now={new Date()} />;
}
