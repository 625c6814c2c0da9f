import { formatDateLine } from '@/lib/format/date';

// drop-pages §2, §4, §5
export const YOUR_FACE_NAV_KEYS = ['your-face-is-fucked-up', 'yourface2'] as const;

export const YOUR_FACE = {
  // drop-pages §2; the second round shows its release date.
  dateLines: { 'your-face-is-fucked-up': 'Thursday Feb 24 2022' } as Partial<Record<string, string>>,
  raffleCompleted: 'Raffle Completed',
} as const;

export function yourFaceDateLine(drop: { navKey: string | null; releaseDate: string | null }): string | null {
  return YOUR_FACE.dateLines[drop.navKey ?? ''] ?? (drop.releaseDate ? formatDateLine(drop.releaseDate) : null);
}

export function isYourFace(navKey: string | null | undefined): boolean {
  return (YOUR_FACE_NAV_KEYS as readonly string[]).includes(navKey ?? '');
}

/** drop-pages §5; kept though the draw is over: the June 2022 draw counts the same ids. */
export function yourFaceEligible(variant: 'epic' | 'other', holdings: { id6: bigint; id7: bigint }): boolean {
  return holdings.id6 + holdings.id7 >= (variant === 'epic' ? 5n : 2n);
}
