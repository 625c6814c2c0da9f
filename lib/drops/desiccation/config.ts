import { configuredContract } from '@/lib/config/contract';
import { DesiccationEditions } from '@/contracts/deployments/DesiccationEditions';
import { MINT_ONLY_OPENS, RAFFLE_CLOSES, type TimedSchedule } from './schedule';
import { eth } from '@/lib/format/wei';

export const DESICCATION = {
  navKey: 'shintaro-desiccation',
  // drop-pages §4
  auctionTitle: 'Aquarium',
  /** drop-pages §2, §9; token 0 is the 1 of 1. */
  endedAuction: { reserve: '0.1', winning: '28.88', bids: 17, tokenId: 0n, salt: 'aquarium-2022' },
  ...configuredContract('NEXT_PUBLIC_DESICCATION_ADDRESS', process.env.NEXT_PUBLIC_DESICCATION_ADDRESS, DesiccationEditions),
} as const;

/** Items are recognised by title, as the spec defines the rules (drop-pages §2, §4). */
export type DesiccationEdition = { title: string; tokenId: bigint; price: bigint; size: bigint; schedule: TimedSchedule; opens: Date };

const edition = (title: string, tokenId: bigint, price: string, size: bigint, schedule: TimedSchedule): DesiccationEdition => ({
  title,
  tokenId,
  price: eth(price),
  size,
  schedule,
  opens: schedule === 'raffle' ? RAFFLE_CLOSES : MINT_ONLY_OPENS,
});

// drop-pages §4: fixed order, after the auctioned Aquarium
export const DESICCATION_EDITIONS: readonly DesiccationEdition[] = [
  edition('Mermaid', 1n, '0.1', 25n, 'mint-only'),
  edition('Lock Eyes', 2n, '0.1', 25n, 'mint-only'),
  edition('Hand', 3n, '0.15', 15n, 'raffle'),
  edition('Caterpillar', 4n, '0.15', 15n, 'raffle'),
  edition('School Days', 5n, '0.12', 20n, 'raffle'),
  edition('Desiccation', 6n, '0.5', 5n, 'raffle'),
  edition('Lottery', 7n, '0.08', 30n, 'raffle'),
  edition('Eyeballs', 8n, '0.2', 10n, 'raffle'),
];

export function desiccationEdition(title: string): DesiccationEdition | null {
  return DESICCATION_EDITIONS.find((e) => e.title === title.trim()) ?? null;
}

export const DESICCATION_ORDER: readonly string[] = [DESICCATION.auctionTitle, ...DESICCATION_EDITIONS.map((e) => e.title)];

/** Items outside the order go last, in their own order. */
export function inGridOrder<T extends { title: string }>(items: readonly T[]): T[] {
  const rank = (title: string) => {
    const i = DESICCATION_ORDER.indexOf(title.trim());
    return i === -1 ? DESICCATION_ORDER.length : i;
  };
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.title) - rank(b.item.title) || a.i - b.i)
    .map(({ item }) => item);
}

export type EditionFigures = { supply: bigint; price: bigint };
