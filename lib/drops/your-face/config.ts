import { formatDateLine } from '@/lib/format/date';

/**
 * The Your Face drop and its second round (drop-pages §2, §4, §5): their pages by nav key, the
 * first one's date line, and the rule its completed draw was run by. Their items are routed under
 * /product/ and show only "Raffle Completed".
 */
export const YOUR_FACE_NAV_KEYS = ['your-face-is-fucked-up', 'yourface2'] as const;

export const YOUR_FACE = {
  /** The date line of the first round (drop-pages §2); the second round shows its release date. */
  dateLines: { 'your-face-is-fucked-up': 'Thursday Feb 24 2022' } as Partial<Record<string, string>>,
  raffleCompleted: 'Raffle Completed',
} as const;

/** The drop's date line: the first round's from the spec, others' from their release date. */
export function yourFaceDateLine(drop: { navKey: string | null; releaseDate: string | null }): string | null {
  return YOUR_FACE.dateLines[drop.navKey ?? ''] ?? (drop.releaseDate ? formatDateLine(drop.releaseDate) : null);
}

export function isYourFace(navKey: string | null | undefined): boolean {
  return (YOUR_FACE_NAV_KEYS as readonly string[]).includes(navKey ?? '');
}

/**
 * Who could enter the Your Face draw (drop-pages §5): the epic variant needed at least 5 of token
 * ids 6 and 7 together, the other variant at least 2. Kept with the drop: its draw is over, and
 * the June 2022 draw's rule (lib/drops/june-raffle) counts the same two ids.
 */
export function yourFaceEligible(variant: 'epic' | 'other', holdings: { id6: bigint; id7: bigint }): boolean {
  return holdings.id6 + holdings.id7 >= (variant === 'epic' ? 5n : 2n);
}
