import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/constants';

/** public/share.jpg: the site-wide 1200×630 card. */
export const DEFAULT_SHARE_IMAGE = { url: '/share.jpg', width: 1200, height: 630, alt: SITE_NAME } as const;

/**
 * A page's metadata: unique title and description, canonical URL (made absolute by metadataBase,
 * the configured site URL), Open Graph and a large-image Twitter card. Pages with an
 * opengraph-image.tsx beside them (`ownImage`) get that image from Next; the others the site's
 * default share image.
 */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  ownImage = false,
  image,
}: {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article' | 'profile';
  /** The route has its own opengraph-image.tsx (Next adds it only where the metadata names no image). */
  ownImage?: boolean;
  /** A card of its own at another path (a 1200×630 opengraph-image route). */
  image?: string;
}): Metadata {
  const card = image ? { url: image, width: 1200, height: 630, alt: title } : DEFAULT_SHARE_IMAGE;
  const images = ownImage ? {} : { images: [card] };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, ...images },
    twitter: { card: 'summary_large_image', title, description, ...(ownImage ? {} : { images: [card.url] }) },
  };
}
