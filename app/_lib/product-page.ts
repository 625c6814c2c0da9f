import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { auctionHref, productHref } from '@/lib/drops/links';
import { dropHoldsItem } from '@/lib/drops/related';
import { getDrop, getProduct, listProductOwners, listRelatedProducts } from '@/lib/platform/content';
import { orNotFound, orNull } from '@/app/_lib/not-found';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';

/**
 * An item and its drop: the drop the route names, which must list the item (platform-core §3); on a
 * route that names none, the product's `drop` field, an extension a platform may not give (then none).
 */
export async function itemOfDrop(key: string, dropId?: string) {
  const [product, named] = await Promise.all([orNotFound(getProduct(key)), dropId ? orNotFound(getDrop(dropId)) : null]);
  if (named && !dropHoldsItem(named, product.key)) notFound();
  const drop = named ?? (product.dropKey ? await orNull(getDrop(product.dropKey)) : null);
  return { product, drop };
}

export async function loadProductPage(key: string, dropId?: string) {
  const [{ product, drop }, related, owners] = await Promise.all([
    itemOfDrop(key, dropId),
    listRelatedProducts(key, 6).catch(() => null),
    listProductOwners(key).catch(() => null),
  ]);
  // An auctioned item's page is its auction, whichever item route was asked.
  const auction = auctionHref(drop, product);
  if (auction) permanentRedirect(auction);
  return { product, drop, related: related?.items ?? [], owners };
}

export async function productMetadata(key: string, dropId?: string) {
  const { product, drop } = await itemOfDrop(key, dropId);
  const by = product.artistInfo ? ` by ${product.artistInfo.name}` : '';
  return pageMetadata({
    title: `${product.title}${by}`,
    description: describe(product.description || `${product.title}, ${product.edition}`),
    path: auctionHref(drop, product) ?? productHref(product),
  });
}

type RouteProps<P extends string> = { params: Promise<Record<P, string>> };

/** `dropParam`: the route names its drop (/drops/{dropId}/…). */
export function productRoute<P extends string, D extends string = never>(param: P, dropParam?: D) {
  const keys = async ({ params }: RouteProps<P | D>) => {
    const p = await params;
    return [p[param], dropParam ? p[dropParam] : undefined] as const;
  };
  return {
    generateMetadata: async (props: RouteProps<P | D>) => productMetadata(...(await keys(props))),
    load: async (props: RouteProps<P | D>) => loadProductPage(...(await keys(props))),
  };
}
