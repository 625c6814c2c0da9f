import 'server-only';

import { platformRequest } from './index';
import { articleSchema, artistSchema, dropSchema, pagedSchema, productDetailSchema, siteSettingsSchema } from './schemas';
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

export function getDrop(key: string) {
  return platformRequest(`/drops/${encodeURIComponent(key)}`, { schema: dropSchema, tags: [tags.drops, tags.drop(key)] });
}

export function getProduct(key: string) {
  return platformRequest(`/product/item/${encodeURIComponent(key)}`, {
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

export function listRelatedProducts(key: string, opts: Page = {}) {
  return platformRequest(`/products/market/related/${encodeURIComponent(key)}`, {
    query: page({ pageSize: 6, ...opts }),
    schema: pagedSchema(productDetailSchema),
    tags: [tags.products],
  });
}

export function listArtists(opts: Page = {}) {
  return platformRequest('/artists', { query: page(opts), schema: pagedSchema(artistSchema), tags: [tags.artists] });
}

export function getArtist(key: string) {
  return platformRequest(`/artists/${encodeURIComponent(key)}`, { schema: artistSchema, tags: [tags.artists, tags.artist(key)] });
}

export function listArticles(opts: Page & { home?: boolean; artistRelated?: string; dropRelated?: string } = {}) {
  return platformRequest('/articles', {
    query: { ...page(opts), home: opts.home, artistRelated: opts.artistRelated, dropRelated: opts.dropRelated },
    schema: pagedSchema(articleSchema),
    tags: [tags.articles],
  });
}

export function getArticle(key: string) {
  return platformRequest(`/articles/${encodeURIComponent(key)}`, { schema: articleSchema, tags: [tags.articles, tags.article(key)] });
}

export function getSiteSettings() {
  return platformRequest('/site/settings', { schema: siteSettingsSchema, tags: [tags.settings] });
}

