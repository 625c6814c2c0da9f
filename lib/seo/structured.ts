import type { ArticleJsonLdProps, EventJsonLdProps } from 'next-seo';
import { SITE_NAME } from '@/lib/constants';
import { describe } from '@/lib/format/text';
import { dropPhase, lowestPrice } from '@/lib/drops/phase';
import { dropHref } from '@/lib/drops/links';
import type { Drop } from '@/lib/drops/types';

export const ONLINE_ATTENDANCE = 'https://schema.org/OnlineEventAttendanceMode';

/** next-seo's Place does not cover it. */
export type VirtualLocation = { '@type': 'VirtualLocation'; url: string };

export type DropEventProps = Omit<EventJsonLdProps, 'scriptId' | 'scriptKey' | 'nonce' | 'location'> & {
  location: VirtualLocation;
  eventAttendanceMode: typeof ONLINE_ATTENDANCE;
};

export function dropEvent(drop: Drop, { siteUrl, now }: { siteUrl: string; now: Date }): DropEventProps {
  const url = `${siteUrl}${dropHref(drop)}`;
  const cover = drop.cover.lg ?? drop.cover.original;
  const artist = drop.artistInfo ? { '@type': 'Person' as const, name: drop.artistInfo.name } : undefined;
  return {
    name: drop.title,
    description: describe(drop.description, 300),
    startDate: drop.releaseDate ?? '',
    ...(drop.endDate && { endDate: drop.endDate }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ONLINE_ATTENDANCE,
    location: { '@type': 'VirtualLocation', url },
    ...(cover && { image: cover }),
    url,
    ...(artist && { performer: artist, organizer: artist }),
    offers: {
      '@type': 'Offer',
      price: Number(lowestPrice(drop.items) ?? 0),
      priceCurrency: 'ETH',
      url,
      availability: dropPhase(drop, now) === 'ended' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

/** The logo as an ImageObject with its size, as Google's Article guidelines ask (public/apple-touch-icon.png is 180×180). */
export function sitePublisher(siteUrl: string): NonNullable<ArticleJsonLdProps['publisher']> {
  return { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${siteUrl}/apple-touch-icon.png`, width: 180, height: 180 } };
}
