import 'server-only';
import type { DropRelease } from '@/lib/calendar/drop-calendar';
import { publicConfig } from '@/lib/config/public';
import { dropHref } from '@/lib/drops/links';
import type { Drop } from '@/lib/drops/types';

export function dropRelease(drop: Pick<Drop, 'key' | 'navKey' | 'title' | 'releaseDate' | 'artistInfo'>, artist = drop.artistInfo?.name): DropRelease | null {
  if (!drop.releaseDate || Number.isNaN(Date.parse(drop.releaseDate))) return null;
  return { key: drop.key, title: drop.title, releaseDate: drop.releaseDate, url: `${publicConfig.siteUrl}${dropHref(drop)}`, artist };
}

/** An .ics answer: a file to open (`attachment`) or a feed to subscribe to (`inline`), kept a few minutes by caches. */
export function icsResponse(body: string, filename: string, disposition: 'attachment' | 'inline'): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'public, max-age=300',
    },
  });
}
