import { getDrop } from '@/lib/platform/content';
import { DROP_PHASE_LABELS, dropPhase, lowestPrice } from '@/lib/drops/phase';
import { formatPrice } from '@/lib/format/price';
import { OG_SIZE, ogCard } from '@/app/_lib/og-card';
import { orNotFound } from '@/app/_lib/not-found';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'A drop of digital art';
export const revalidate = 60;

export default async function Image({ params }: { params: Promise<{ dropId: string }> }) {
  // An unknown key is a 404, not a card that says so (a crawler would keep it as the preview).
  const drop = await orNotFound(getDrop((await params).dropId));
  return ogCard({
    kicker: DROP_PHASE_LABELS[dropPhase(drop, new Date())],
    title: drop.title,
    byline: drop.artistInfo ? `by ${drop.artistInfo.name}` : null,
    facts: [`From ${formatPrice(lowestPrice(drop.items))}`],
    cover: drop.cover.sm ?? drop.cover.lg,
  });
}
