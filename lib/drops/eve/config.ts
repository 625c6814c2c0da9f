import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';

/**
 * The Eve of Revolution mint (drop-pages §3, §4, §7): the editions contract (token ids 0–9 by item
 * title) and the storyboard items' second contract. The token info (public, window, price,
 * editions) is the contract's: the page reads it, the sandbox sets the devnet's around its start.
 */
const EDITIONS_DEVNET = '0x610178dA211FEF7D417bC0e6FeD39F05609AD788';
const STORYBOARD_DEVNET = '0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e';

export const EVE_MINT = {
  editions: {
    devnetAddress: EDITIONS_DEVNET,
    address: contractAddress(publicConfig.chain.name, {
      variable: 'NEXT_PUBLIC_EVE_ADDRESS',
      value: process.env.NEXT_PUBLIC_EVE_ADDRESS,
      devnet: EDITIONS_DEVNET,
    }),
  },
  storyboard: {
    devnetAddress: STORYBOARD_DEVNET,
    address: contractAddress(publicConfig.chain.name, {
      variable: 'NEXT_PUBLIC_EVE_STORYBOARD_ADDRESS',
      value: process.env.NEXT_PUBLIC_EVE_STORYBOARD_ADDRESS,
      devnet: STORYBOARD_DEVNET,
    }),
  },
  /** Token ids by item title (drop-pages §3: 0 to 9); titles the seed does not carry keep their ids free. */
  tokenIds: { 'Eve of Revolution': 0n, Barricade: 1n, Crowd: 2n, Poster: 3n, Anthem: 4n } as Record<string, bigint>,
  /** The storyboard items' ids on the second contract (the spec does not give the table). */
  storyboardIds: { 'Storyboard 1': 1n } as Record<string, bigint>,
  /** drop-pages §9: status messages stay 8 s on this page. */
  statusMs: 8000,
} as const;

export type EveContract = 'editions' | 'storyboard';

/** The contract and token id an Eve item mints on, by its title; null for an item without one (Floating). */
export function eveToken(title: string): { contract: EveContract; tokenId: bigint } | null {
  const t = title.trim();
  if (t in EVE_MINT.tokenIds) return { contract: 'editions', tokenId: EVE_MINT.tokenIds[t] };
  if (t in EVE_MINT.storyboardIds) return { contract: 'storyboard', tokenId: EVE_MINT.storyboardIds[t] };
  return null;
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
