import type { EveContract } from './config';
import type { EveTokenInfo } from './rules';

/** An Eve token's live topic: `eve:editions:1` is Barricade. */
export const eveTopic = (ref: { contract: EveContract; tokenId: bigint }): string => `eve:${ref.contract}:${ref.tokenId}`;

/** The names and kinds of a token's pushed figures (`fromLiveFigures`). */
export const EVE_TOKEN_KINDS: EveTokenInfo = {
  tradingPaused: false,
  isPublic: false,
  maxPerTxn: 0n,
  editions: 0n,
  minted: 0n,
  price: 0n,
  start: 0n,
  end: 0n,
  uri: '',
};
