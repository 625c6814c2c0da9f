import type { Address } from 'viem';

/**
 * The known collections (platform-core §3, collections §3): the client keeps, for each contract the
 * platform's tokens live in, its interface, how a profile groups it (collections §2: membership,
 * on-chain drop tokens, an artist's own collection), the display-name prefix of its tokens and the
 * titles of named ones (the founder token's). The platform's owned-tokens call answers only
 * contract addresses and token ids; titles, pictures, kinds and artists are derived here.
 */
export type CollectionKind = 'membership' | 'onchain' | 'artist';

export type KnownCollection = {
  address: Address;
  standard: 'erc721' | 'erc1155';
  kind: CollectionKind;
  /** A token's title is `${prefix} #${id}` unless `titles` names it. */
  prefix: string;
  titles?: Readonly<Record<string, string>>;
  /** The ids a holding of this collection can be (the tear collection: 1 and 2). */
  ids?: readonly bigint[];
  /** The artist (nav key) of a collection that belongs to no drop (an artist's own token). */
  artistKey?: string;
  /** ERC-1155 ids whose balances the client reads itself in one batch (platform-core §9 "Balance batches"). */
  balanceIds?: readonly bigint[];
  /**
   * How its tokens' pictures differ from `images/main/{id}.jpg` (collections §3, §4 "Reveal flag"):
   * `tear-states`, a folder per state and tear variant; `reveal`, the pre-reveal picture until the collection is revealed.
   */
  pictures?: 'tear-states' | 'reveal';
};

/** A collection as a drop or the site lists it: its address is null where the contract is not configured on this chain. */
export type CollectionListing = Omit<KnownCollection, 'address'> & { address: Address | null };

/** The ids 0 to 7, the balance batches' ids (platform-core §9). */
export const IDS_0_TO_7 = [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n] as const;

/** Token titles by id from a title → id table (the configs keep them that way round). */
export const titlesById = (m: Readonly<Record<string, bigint>>): Record<string, string> =>
  Object.fromEntries(Object.entries(m).map(([title, id]) => [id.toString(), title]));
