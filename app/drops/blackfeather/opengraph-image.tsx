import { connection } from 'next/server';
import { getDrop } from '@/lib/platform/content';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import { dropShareCard, OG_SIZE } from '@/app/_lib/og-card';
import { orNotFound } from '@/app/_lib/not-found';

/** Black Feather's own route has the drop's card, as every drop page (issue 31). */
export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'The Black Feather member token';

export default async function Image() {
  // Per request, as the page (a static route would be drawn at build, when the platform may be unreachable).
  await connection();
  return dropShareCard(await orNotFound(getDrop(BLACK_FEATHER.navKey)), new Date());
}
