import { configuredContract } from '@/lib/config/contract';
import { DesiccationEditions } from '@/contracts/deployments/DesiccationEditions';
import { parseEther } from 'viem';
import { MINT_ONLY_OPENS, RAFFLE_CLOSES, type TimedSchedule } from './schedule';

/**
 * The Desiccation drop (drop-pages §2, §4): the one place that knows its page's fixed parts, its
 * ended auction's figures and its edition contract (token ids, prices, sizes). The sandbox deploys
 * the contract at `devnetAddress` and seeds the drop's items from `DESICCATION_EDITIONS`.
 */

export const DESICCATION = {
  navKey: 'shintaro-desiccation',
  /** The auctioned item, by its title (drop-pages §4: "the Auction page for the item titled Aquarium"). */
  auctionTitle: 'Aquarium',
  /**
   * The ended auction of Aquarium (drop-pages §2, §9): its figures, and the auction item its bid
   * history is read by (token 0 of the edition contract, the 1 of 1).
   */
  endedAuction: { reserve: '0.1', winning: '28.88', bids: 17, tokenId: 0n, salt: 'aquarium-2022' },
  ...configuredContract('NEXT_PUBLIC_DESICCATION_ADDRESS', process.env.NEXT_PUBLIC_DESICCATION_ADDRESS, DesiccationEditions),
} as const;

/**
 * A minted item, recognised by its title as the spec defines the drop's rules (drop-pages §2, §4:
 * "Items sort in this fixed title order", "Titles Eyeballs, Lottery … raffle"): its token id, price,
 * edition size and schedule.
 */
export type DesiccationEdition = { title: string; tokenId: bigint; price: bigint; size: bigint; schedule: TimedSchedule; opens: Date };

const edition = (title: string, tokenId: bigint, price: string, size: bigint, schedule: TimedSchedule): DesiccationEdition => ({
  title,
  tokenId,
  price: parseEther(price),
  size,
  schedule,
  opens: schedule === 'raffle' ? RAFFLE_CLOSES : MINT_ONLY_OPENS,
});

/** The minted items in the grid's fixed order (drop-pages §4: after the auctioned Aquarium). */
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

/** The edition an item mints, by the item's title (trimmed, case as the spec writes it); null for the auction and unknown items. */
export function desiccationEdition(title: string): DesiccationEdition | null {
  return DESICCATION_EDITIONS.find((e) => e.title === title.trim()) ?? null;
}

/** The item grid's fixed title order (drop-pages §4: Aquarium, Mermaid, Lock Eyes, …); the first is shown apart. */
export const DESICCATION_ORDER: readonly string[] = [DESICCATION.auctionTitle, ...DESICCATION_EDITIONS.map((e) => e.title)];

/** Orders items by the fixed title order; items outside it go last, in their own order. */
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

/** What the server reads of an edition for its HTML, and the live panel starts from. */
export type EditionFigures = { supply: bigint; price: bigint };
