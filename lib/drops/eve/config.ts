import { configuredContract } from '@/lib/config/contract';
import { EveEditions } from '@/contracts/deployments/EveEditions';
import { EveStoryboard } from '@/contracts/deployments/EveStoryboard';

/**
 * The Eve of Revolution mint (drop-pages §3, §4, §7): the editions contract (token ids 0–9 by item
 * title) and the storyboard items' second contract. The token info (public, window, price,
 * editions) is the contract's: the page reads it, the sandbox sets the devnet's around its start.
 */

export type EveContract = 'editions' | 'storyboard';

/**
 * The items that mint, recognised by their titles (drop-pages §3: "Eve of Revolution token ids:
 * mapped by item title from 0 to 9"): the contract and token id each mints on (ids the seed does
 * not carry stay free). Floating has none: it is auctioned.
 */
const EVE_ITEMS: readonly { title: string; contract: EveContract; tokenId: bigint }[] = [
  { title: 'Eve of Revolution', contract: 'editions', tokenId: 0n },
  { title: 'Barricade', contract: 'editions', tokenId: 1n },
  { title: 'Crowd', contract: 'editions', tokenId: 2n },
  { title: 'Poster', contract: 'editions', tokenId: 3n },
  { title: 'Anthem', contract: 'editions', tokenId: 4n },
  { title: 'Storyboard 1', contract: 'storyboard', tokenId: 1n },
];

function namesOf(contract: EveContract): Record<string, bigint> {
  return Object.fromEntries(EVE_ITEMS.filter((i) => i.contract === contract).map((i) => [i.title, i.tokenId]));
}

export const EVE_MINT = {
  editions: {
    ...configuredContract('NEXT_PUBLIC_EVE_ADDRESS', process.env.NEXT_PUBLIC_EVE_ADDRESS, EveEditions),
  },
  storyboard: {
    ...configuredContract('NEXT_PUBLIC_EVE_STORYBOARD_ADDRESS', process.env.NEXT_PUBLIC_EVE_STORYBOARD_ADDRESS, EveStoryboard),
  },
  /** Token names by id on the editions contract (drop-pages §3: 0 to 9), for owned-token lists. */
  tokenIds: namesOf('editions'),
  /** The storyboard items' ids on the second contract (the spec does not give the table). */
  storyboardIds: namesOf('storyboard'),
  /** drop-pages §9: status messages stay 8 s on this page. */
  statusMs: 8000,
} as const;

/** The contract and token id an Eve item mints on, by the item's title (trimmed, case as the spec writes it); null for an item without one (Floating). */
export function eveToken(title: string): { contract: EveContract; tokenId: bigint } | null {
  const item = EVE_ITEMS.find((i) => i.title === title.trim());
  return item ? { contract: item.contract, tokenId: item.tokenId } : null;
}

/** A token's info as `tokens(id)` answers it (drop-pages §3). */
export type EveTokenInfo = {
  tradingPaused: boolean;
  isPublic: boolean;
  maxPerTxn: bigint;
  editions: bigint;
  minted: bigint;
  price: bigint;
  start: bigint;
  end: bigint;
  uri: string;
};

/** The contract's answer (a tuple) as the token info. */
export function toTokenInfo(r: readonly [boolean, boolean, bigint, bigint, bigint, bigint, bigint, bigint, string]): EveTokenInfo {
  const [tradingPaused, isPublic, maxPerTxn, editions, minted, price, start, end, uri] = r;
  return { tradingPaused, isPublic, maxPerTxn, editions, minted, price, start, end, uri };
}
