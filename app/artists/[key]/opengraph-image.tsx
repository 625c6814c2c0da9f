import { getArtist } from '@/lib/platform/content';
import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'An artist on the platform';
export const revalidate = 60;

export default async function Image({ params }: { params: Promise<{ key: string }> }) {
  const artist = await getArtist((await params).key).catch(() => null);
  if (!artist) return ogCard({ kicker: 'Artist', title: 'Artist not found', cover: null });
  return ogCard({
    kicker: 'Artist',
    title: artist.name,
    byline: artist.tagLine,
    facts: [`${artist.totalDrops} ${artist.totalDrops === 1 ? 'drop' : 'drops'}`],
    cover: artist.cover.sm ?? artist.avatar.sm,
  });
}
