import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/constants';

/**
 * A page's metadata: unique title and description, canonical URL (made absolute by metadataBase,
 * the configured site URL), Open Graph and a large-image Twitter card. Pages with an
 * opengraph-image.tsx beside them get that image from Next automatically.
 */
export function pageMetadata({ title, description, path, type = 'website' }: { title: string; description: string; path: string; type?: 'website' | 'article' | 'profile' }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/** Plain text of HTML for a description, cut to `max` characters. */
export function describe(text: string, max = 160): string {
  const plain = text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 3).trimEnd()}...` : plain;
}
