import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/layout/analytics';
import { HydrationSignal } from '@/components/layout/hydration-signal';
import { EARLY_ACTIONS_SCRIPT } from '@/lib/http/early-actions.mjs';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { publicConfig } from '@/lib/config/public';
import { ARTIST_MENU_MAX, SITE_DESCRIPTION, SITE_NAME } from '@/lib/constants';
import type { Artist } from '@/lib/artists/types';
import { listArtists } from '@/lib/platform/content';
import { DEFAULT_SHARE_IMAGE } from '@/app/_lib/metadata';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(publicConfig.siteUrl),
  title: { default: `${SITE_NAME}: timed drops of digital art`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  openGraph: { siteName: SITE_NAME, type: 'website', images: [DEFAULT_SHARE_IMAGE] },
  twitter: { card: 'summary_large_image', images: [DEFAULT_SHARE_IMAGE.url] },
  icons: { icon: '/favicon-32.png', apple: '/apple-touch-icon.png' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

async function menuArtists(): Promise<Artist[]> {
  try {
    return (await listArtists({ pageSize: ARTIST_MENU_MAX })).items;
  } catch {
    // The header must never take the page down with it; the menu then links to /artists only.
    return [];
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const artists = await menuArtists();
  return (
    <html lang="en">
      <head>
        {/* First in the page: a press or a submission before hydration is held, then taken (lib/http/early-actions.mjs). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_ACTIONS_SCRIPT }} />
      </head>
      <body>
        <SiteHeader artists={artists} />
        <main id="main">{children}</main>
        <SiteFooter />
        <Analytics />
        <HydrationSignal />
      </body>
    </html>
  );
}
