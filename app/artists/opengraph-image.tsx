import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

/** The link preview of the artists list: a card naming the list (issue 11). */
export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Artists on DRP';

export default async function Image() {
  return ogCard({ kicker: 'DRP', title: 'Artists', byline: 'The artists behind the drops', cover: null });
}
