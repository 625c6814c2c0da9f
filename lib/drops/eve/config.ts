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
} as const;

export function eveToken(title: string): { contract: EveContract; tokenId: bigint } | null {
  const item = EVE_ITEMS.find((i) => i.title === title.trim());
  return item ? { contract: item.contract, tokenId: item.tokenId } : null;
}
