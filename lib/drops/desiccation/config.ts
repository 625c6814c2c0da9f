import { parseEther } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';
import { MINT_ONLY_OPENS, RAFFLE_CLOSES } from './schedule';

/**
 * The Desiccation drop (drop-pages §2, §4): the one place that knows its page's fixed parts, its
 * ended auction's figures and its edition contract (token ids, prices, sizes). The sandbox deploys
 * the contract at `devnetAddress` and seeds the drop's items from `DESICCATION_EDITIONS`.
 */
const DEVNET_ADDRESS = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';

/** The item grid's fixed order, by title; the first is shown apart. */
export const DESICCATION_TITLE_ORDER = [
  'Aquarium',
  'Mermaid',
  'Lock Eyes',
  'Hand',
  'Caterpillar',
  'School Days',
  'Desiccation',
  'Lottery',
  'Eyeballs',
] as const;

export const DESICCATION = {
  navKey: 'shintaro-desiccation',
  auctionTitle: 'Aquarium',
  /**
   * The ended auction of Aquarium (drop-pages §2, §9): its figures, and the auction item its bid
   * history is read by (token 0 of the edition contract, the 1 of 1).
   */
  endedAuction: { reserve: '0.1', winning: '28.88', bids: 17, tokenId: 0n, salt: 'aquarium-2022' },
  devnetAddress: DEVNET_ADDRESS,
  address: contractAddress(publicConfig.chain.name, {
    variable: 'NEXT_PUBLIC_DESICCATION_ADDRESS',
    value: process.env.NEXT_PUBLIC_DESICCATION_ADDRESS,
    devnet: DEVNET_ADDRESS,
  }),
} as const;

export type DesiccationEdition = { title: string; tokenId: bigint; price: bigint; size: bigint; opens: Date };

const edition = (title: string, tokenId: bigint, price: string, size: bigint, opens: Date): DesiccationEdition => ({
  title,
  tokenId,
  price: parseEther(price),
  size,
  opens,
});

/** The minted items: token id, price, edition size and the instant the contract opens their mint. */
export const DESICCATION_EDITIONS: readonly DesiccationEdition[] = [
  edition('Mermaid', 1n, '0.1', 25n, MINT_ONLY_OPENS),
  edition('Lock Eyes', 2n, '0.1', 25n, MINT_ONLY_OPENS),
  edition('Hand', 3n, '0.15', 15n, RAFFLE_CLOSES),
  edition('Caterpillar', 4n, '0.15', 15n, RAFFLE_CLOSES),
  edition('School Days', 5n, '0.12', 20n, RAFFLE_CLOSES),
  edition('Desiccation', 6n, '0.5', 5n, RAFFLE_CLOSES),
  edition('Lottery', 7n, '0.08', 30n, RAFFLE_CLOSES),
  edition('Eyeballs', 8n, '0.2', 10n, RAFFLE_CLOSES),
];

export function desiccationEdition(title: string): DesiccationEdition | null {
  return DESICCATION_EDITIONS.find((e) => e.title === title) ?? null;
}

/** Orders items by the fixed title order; titles outside it go last, in their own order. */
export function inTitleOrder<T extends { title: string }>(items: readonly T[]): T[] {
  const rank = (t: string) => {
    const i = (DESICCATION_TITLE_ORDER as readonly string[]).indexOf(t);
    return i === -1 ? DESICCATION_TITLE_ORDER.length : i;
  };
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.title) - rank(b.item.title) || a.i - b.i)
    .map(({ item }) => item);
}

/** What the server reads of an edition for its HTML, and the live panel starts from. */
export type EditionFigures = { supply: bigint; price: bigint };
