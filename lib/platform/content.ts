import 'server-only';

import { platformRequest } from './index';
import { articleSchema, artistSchema, dropSchema, pagedSchema, postNftSchema, productDetailSchema, productOwnerSchema, siteSettingsSchema } from './schemas';
import { postsPlatformQuery, type PostsView } from '@/lib/drops/lushsux/posts';
import { keySegment } from './keys';
import { tags } from './tags';
import { orEmptyWhenAbsent } from './extensions';
import { NotFoundError } from './errors';
import { PRODUCT_OWNERS_PAGE_SIZE } from '@/lib/constants';

export type DropTime = 'current' | 'upcoming' | 'past' | 'all';
type Page = { pageSize?: number; pageIndex?: number };

const page = ({ pageSize = 10, pageIndex = 1 }: Page) => ({ pagesize: pageSize, pageindex: pageIndex });

/** platform-core §7: past and upcoming have their own calls. */
export function listDrops(opts: Page & { time?: DropTime; artist?: string } = {}) {
  const time = opts.time ?? 'current';
  if ((time === 'past' || time === 'upcoming') && !opts.artist) {
    return platformRequest(`/drops/${time}`, { query: page(opts), schema: pagedSchema(dropSchema), tags: [tags.drops] });
  }
  return platformRequest('/drops', {
    query: { ...page(opts), time, artist: opts.artist },
    schema: pagedSchema(dropSchema),
    tags: [tags.drops],
  });
}

// collections §7 names the "features" call without a path: a declared extension.
const featuredDrops = (opts: Page) => platformRequest('/drops/features', { query: page(opts), schema: pagedSchema(dropSchema), tags: [tags.drops] });

export function listFeaturedDrops(opts: Page = {}) {
  return orEmptyWhenAbsent(featuredDrops(opts));
}

/** Every drop where the platform has no features call. */
export async function listProjects(opts: Page = {}) {
  try {
    return await featuredDrops(opts);
  } catch (err) {
    if (err instanceof NotFoundError) return listDrops({ ...opts, time: 'all' });
    throw err;
  }
}

export async function getDrop(key: string) {
  return platformRequest(`/drops/${keySegment(key)}`, { schema: dropSchema, tags: [tags.drops, tags.drop(key)] });
}

export async function getDropByContract(address: string) {
  return platformRequest(`/drops/contract/${address.toLowerCase()}`, { schema: dropSchema, tags: [tags.drops] });
}

export async function getProduct(key: string) {
  return platformRequest(`/product/item/${keySegment(key)}`, {
    schema: productDetailSchema,
    tags: [tags.products, tags.product(key)],
  });
}

export function listProducts(opts: Page & { drop?: string; artist?: string } = {}) {
  return platformRequest('/products/market', {
    query: { ...page(opts), drop: opts.drop, artist: opts.artist },
    schema: pagedSchema(productDetailSchema),
    tags: [tags.products],
  });
}

/** drop-pages §7 "product owners": the spec gives no path (a declared extension). */
export function listProductOwners(key: string) {
  return orEmptyWhenAbsent(
    platformRequest(`/products/market/${keySegment(key)}/owners`, {
      query: page({ pageSize: PRODUCT_OWNERS_PAGE_SIZE, pageIndex: 1 }),
      schema: pagedSchema(productOwnerSchema),
      tags: [tags.products],
    }),
  );
}

export async function listRelatedProducts(key: string, limit = 6) {
  const related = await platformRequest(`/products/market/related/${keySegment(key)}`, { schema: pagedSchema(productDetailSchema), tags: [tags.products] });
  return { ...related, items: related.items.slice(0, limit) };
}

export function listArtists(opts: Page = {}) {
  return platformRequest('/artists', { query: page(opts), schema: pagedSchema(artistSchema), tags: [tags.artists] });
}

export async function getArtist(key: string) {
  return platformRequest(`/artists/${keySegment(key)}`, { schema: artistSchema, tags: [tags.artists, tags.artist(key)] });
}

export function listArticles(opts: Page & { home?: boolean; artistRelated?: string; dropRelated?: string } = {}) {
  return platformRequest('/articles', {
    query: { ...page(opts), home: opts.home, artistRelated: opts.artistRelated, dropRelated: opts.dropRelated },
    schema: pagedSchema(articleSchema),
    tags: [tags.articles],
  });
}

export async function getArticle(key: string) {
  return platformRequest(`/articles/${keySegment(key)}`, { schema: articleSchema, tags: [tags.articles, tags.article(key)] });
}

export function getSiteSettings() {
  return platformRequest('/site/settings', { schema: siteSettingsSchema, tags: [tags.settings] });
}

/** drop-pages §7 */
export function listPosts(view: PostsView, slice: { pageSize: number; pageIndex: number }) {
  return platformRequest('/nft-products', { query: postsPlatformQuery(view, slice), schema: pagedSchema(postNftSchema), tags: [tags.posts] });
}
