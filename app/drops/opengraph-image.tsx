import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Drops on DRP';

export default async function Image() {
  return ogCard({ kicker: 'DRP', title: 'Drops', byline: 'Upcoming and past drops of digital art', cover: null });
}
