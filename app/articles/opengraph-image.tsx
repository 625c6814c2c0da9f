import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Articles on DRP';

export default async function Image() {
  return ogCard({ kicker: 'DRP', title: 'Articles', byline: 'Stories behind the drops', cover: null });
}
