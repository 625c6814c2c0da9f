import 'server-only';

import { platformRequest } from './index';
import { articleSchema, artistSchema, dropSchema, pagedSchema, postNftSchema, productDetailSchema, siteSettingsSchema } from './schemas';
import { postsPlatformQuery, type PostsView } from '@/lib/drops/lushsux/posts';
import { keySegment } from './keys';
import { tags } from './tags';

export type DropTime = 'current' | 'upcoming' | 'past' | 'all';
type Page = { pageSize?: number; pageIndex?: number };

const page = ({ pageSize = 10, pageIndex = 1 }: Page) => ({ pagesize: pageSize, pageindex: pageIndex });

export function listDrops(opts: Page & { time?: DropTime; artist?: string; project?: boolean } = {}) {
  return platformRequest('/drops', {
    query: { ...page(opts), time: opts.time ?? 'current', artist: opts.artist, project: opts.project },
    schema: pagedSchema(dropSchema),
    tags: [tags.drops],
  });
}

export async function getDrop(key: string) {
  return platformRequest(`/drops/${keySegment(key)}`, { schema: dropSchema, tags: [tags.drops, tags.drop(key)] });
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

export async function listRelatedProducts(key: string, opts: Page = {}) {
  return platformRequest(`/products/market/related/${keySegment(key)}`, {
    query: page({ pageSize: 6, ...opts }),
    schema: pagedSchema(productDetailSchema),
    tags: [tags.products],
  });
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


/** A slice of the members' post NFTs in a view (drop-pages §7: GET /nft-products with one sort and the filters). */
export function listPosts(view: PostsView, slice: { pageSize: number; pageIndex: number }) {
  return platformRequest('/nft-products', { query: postsPlatformQuery(view, slice), schema: pagedSchema(postNftSchema), tags: [tags.posts] });
}
