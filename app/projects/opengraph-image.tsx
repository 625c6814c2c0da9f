import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Projects on DRP';

export default async function Image() {
  return ogCard({ kicker: 'DRP', title: 'Projects', byline: 'Collections with their own landing pages', cover: null });
}
