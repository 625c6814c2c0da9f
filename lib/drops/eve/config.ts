import { configuredContract } from '@/lib/config/contract';
import { EveEditions } from '@/contracts/deployments/EveEditions';
import { EveStoryboard } from '@/contracts/deployments/EveStoryboard';

export type EveContract = 'editions' | 'storyboard';

/** drop-pages §3: token ids mapped by item title; Floating has none (it is auctioned). */
export const EVE_ITEMS: readonly { title: string; contract: EveContract; tokenId: bigint }[] = [
  { title: 'Eve of Revolution', contract: 'editions', tokenId: 0n },
  { title: 'Barricade', contract: 'editions', tokenId: 1n },
  { title: 'Crowd', contract: 'editions', tokenId: 2n },
  { title: 'Poster', contract: 'editions', tokenId: 3n },
  { title: 'Anthem', contract: 'editions', tokenId: 4n },
  { title: 'Storyboard 1', contract: 'storyboard', tokenId: 1n },
];

export const EVE_MINT = {
  editions: {
    ...configuredContract('NEXT_PUBLIC_EVE_ADDRESS', process.env.NEXT_PUBLIC_EVE_ADDRESS, EveEditions),
  },
  storyboard: {
    ...configuredContract('NEXT_PUBLIC_EVE_STORYBOARD_ADDRESS', process.env.NEXT_PUBLIC_EVE_STORYBOARD_ADDRESS, EveStoryboard),
  },
  // drop-pages §9
  statusMs: 8000,
} as const;

export function eveToken(title: string): { contract: EveContract; tokenId: bigint } | null {
  const item = EVE_ITEMS.find((i) => i.title === title.trim());
  return item ? { contract: item.contract, tokenId: item.tokenId } : null;
}

// drop-pages §3; read from the contract (`tokens(id)`), so production configures only the two addresses.
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

export function toTokenInfo(r: readonly [boolean, boolean, bigint, bigint, bigint, bigint, bigint, bigint, string]): EveTokenInfo {
  const [tradingPaused, isPublic, maxPerTxn, editions, minted, price, start, end, uri] = r;
  return { tradingPaused, isPublic, maxPerTxn, editions, minted, price, start, end, uri };
}
