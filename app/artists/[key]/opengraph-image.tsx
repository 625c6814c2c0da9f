import { getArtist } from '@/lib/platform/content';
import { OG_SIZE, ogCard } from '@/app/_lib/og-card';
import { orNotFound } from '@/app/_lib/not-found';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'An artist on the platform';
export const revalidate = 60;
// Rendered on a key's first request and kept like its page: crawlers ask for a card again and again.
export const generateStaticParams = async () => [];

export default async function Image({ params }: { params: Promise<{ key: string }> }) {
  // A 404, not a card: a crawler would keep it as the preview.
  const artist = await orNotFound(getArtist((await params).key));
  return ogCard({
    kicker: 'Artist',
    title: artist.name,
    byline: artist.tagLine,
    facts: [`${artist.totalDrops} ${artist.totalDrops === 1 ? 'drop' : 'drops'}`],
    cover: artist.cover.sm ?? artist.avatar.sm,
  });
}
