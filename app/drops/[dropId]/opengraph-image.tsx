import { getDrop } from '@/lib/platform/content';
import { dropShareCard, OG_SIZE } from '@/app/_lib/og-card';
import { orNotFound } from '@/app/_lib/not-found';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'A drop of digital art';
export const revalidate = 60;
// Rendered on a key's first request and kept like its page: crawlers ask for a card again and again.
export const generateStaticParams = async () => [];

export default async function Image({ params }: { params: Promise<{ dropId: string }> }) {
  // A 404, not a card: a crawler would keep it as the preview.
  return dropShareCard(await orNotFound(getDrop((await params).dropId)), new Date());
}
