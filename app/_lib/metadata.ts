import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/constants';

export const DEFAULT_SHARE_IMAGE = { url: '/share.jpg', width: 1200, height: 630, alt: SITE_NAME } as const;

/** Pages with their own opengraph-image.tsx (`ownImage`) get it from Next; the rest the default share image. */
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
  /** Next adds it only where the metadata names no image. */
  ownImage?: boolean;
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
