import type { Address } from 'viem';

// The platform answers only contracts and token ids (collections §3); titles, pictures and kinds come from here.
export type CollectionKind = 'membership' | 'onchain' | 'artist';

export type KnownCollection = {
  address: Address;
  standard: 'erc721' | 'erc1155';
  kind: CollectionKind;
  prefix: string;
  titles?: Readonly<Record<string, string>>;
  ids?: readonly bigint[];
  artistKey?: string;
  /** platform-core §9 "Balance batches" */
  balanceIds?: readonly bigint[];
  /** collections §3, §4 "Reveal flag" */
  pictures?: 'tear-states' | 'reveal';
};

/** `address` is null where the contract is not configured on this chain. */
export type CollectionListing = Omit<KnownCollection, 'address'> & { address: Address | null };

export const IDS_0_TO_7 = [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n] as const;

export const titlesById = (m: Readonly<Record<string, bigint>>): Record<string, string> =>
  Object.fromEntries(Object.entries(m).map(([title, id]) => [id.toString(), title]));
