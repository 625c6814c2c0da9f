import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicConfig } from '@/lib/config/public';
import { listArticles, listArtists, listDrops } from '@/lib/platform/content';
import type { Paged } from '@/lib/content/types';
import { artistHref, articleHref } from '@/lib/links';
import { dropHref } from '@/lib/drops/links';

const PAGE_SIZE = 100;

async function all<T>(read: (pageIndex: number) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let index = 1; ; index++) {
    const page = await read(index);
    items.push(...page.items);
    if (!page.hasNextPage || index >= page.totalPages) return items;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The platform is not reachable at build time.
  await connection();
  const site = publicConfig.siteUrl;
  const [drops, artists, articles] = await Promise.all([
    all((pageIndex) => listDrops({ time: 'all', pageSize: PAGE_SIZE, pageIndex })),
    all((pageIndex) => listArtists({ pageSize: PAGE_SIZE, pageIndex })),
    all((pageIndex) => listArticles({ pageSize: PAGE_SIZE, pageIndex })),
  ]);
  const fixed = ['', '/drops', '/projects', '/artists', '/articles', '/terms-of-service'].map((path) => ({ url: `${site}${path}` }));
  return [
    ...fixed,
    ...drops.map((d) => ({ url: `${site}${dropHref(d)}`, lastModified: d.releaseDate ?? undefined })),
    ...artists.map((a) => ({ url: `${site}${artistHref(a)}` })),
    ...articles.map((a) => ({ url: `${site}${articleHref(a)}`, lastModified: a.modified ?? undefined })),
  ];
}
