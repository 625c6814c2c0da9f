import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { auctionHref, productHref } from '@/lib/drops/links';
import { getDrop, getProduct, listProductOwners, listRelatedProducts } from '@/lib/platform/content';
import { orNotFound, orNull } from '@/app/_lib/not-found';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';

export async function loadProductPage(key: string) {
  const product = await orNotFound(getProduct(key));
  const [drop, related, owners] = await Promise.all([
    product.dropKey ? orNull(getDrop(product.dropKey)) : null,
    listRelatedProducts(product.key, 6).catch(() => null),
    listProductOwners(product.key).catch(() => null),
  ]);
  // An auctioned item's page is its auction, whichever item route was asked.
  const auction = auctionHref(drop, product);
  if (auction) permanentRedirect(auction);
  return { product, drop, related: related?.items ?? [], owners };
}

export async function productMetadata(key: string) {
  const product = await orNotFound(getProduct(key));
  const drop = product.dropKey ? await orNull(getDrop(product.dropKey)) : null;
  const by = product.artistInfo ? ` by ${product.artistInfo.name}` : '';
  return pageMetadata({
    title: `${product.title}${by}`,
    description: describe(product.description || `${product.title}, ${product.edition}`),
    path: auctionHref(drop, product) ?? productHref(product),
  });
}

type RouteProps<P extends string> = { params: Promise<Record<P, string>> };

export function productRoute<P extends string>(param: P) {
  return {
    generateMetadata: async ({ params }: RouteProps<P>) => productMetadata((await params)[param]),
    load: async ({ params }: RouteProps<P>) => loadProductPage((await params)[param]),
  };
}
