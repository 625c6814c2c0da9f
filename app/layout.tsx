import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { Analytics } from '@/components/layout/analytics';
import { HydrationSignal } from '@/components/layout/hydration-signal';
import { EARLY_ACTIONS_SCRIPT } from '@/lib/http/early-actions.mjs';
import { PLACEHOLDER_HOLD_SCRIPT } from '@/lib/framework/react-internals.mjs';
import { SiteFooter } from '@/components/layout/site-footer';
import { ArtistMenu } from '@/components/layout/artist-menu';
import { SiteHeader } from '@/components/layout/site-header';
import { WalletHostSlot } from '@/components/wallet/wallet-host-slot';
import { pageLazyFiles } from '@/lib/framework/lazy-chunks';
import { publicConfig } from '@/lib/config/public';
import { ARTIST_MENU_MAX, SITE_DESCRIPTION, SITE_NAME } from '@/lib/constants';
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

async function MenuArtists() {
  // A failed read leaves the menu linking to /artists only.
  const artists = await listArtists({ pageSize: ARTIST_MENU_MAX }).then(
    (page) => page.items,
    () => [],
  );
  return <ArtistMenu artists={artists} />;
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* First: presses before hydration are held (lib/http/early-actions.mjs). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_ACTIONS_SCRIPT }} />
        {/* Holds a painted streamed placeholder 600 ms (lib/framework/react-internals.mjs). */}
        <script dangerouslySetInnerHTML={{ __html: PLACEHOLDER_HOLD_SCRIPT }} />
      </head>
      <body>
        {/* Behind Suspense so a per-request page streams before the platform answers. */}
        <SiteHeader
          artists={
            <Suspense fallback={null}>
              <MenuArtists />
            </Suspense>
          }
        />
        <main id="main">{children}</main>
        <SiteFooter />
        <Analytics />
        <HydrationSignal />
        {/* Lazy scripts prefetched when idle. */}
        <WalletHostSlot prefetch={pageLazyFiles()} />
      </body>
    </html>
  );
}
