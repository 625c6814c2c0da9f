import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Artists on DRP';

export default async function Image() {
  return ogCard({ kicker: 'DRP', title: 'Artists', byline: 'The artists behind the drops', cover: null });
}
