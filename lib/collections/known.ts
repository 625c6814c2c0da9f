import type { Address } from 'viem';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import { BURN } from '@/lib/drops/burn/config';
import { DESICCATION, DESICCATION_EDITIONS } from '@/lib/drops/desiccation/config';
import { EVE_MINT } from '@/lib/drops/eve/config';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { LAYERS_CONTRACTS } from '@/lib/drops/layers/contracts';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { SYNTHIA_KEYS } from '@/lib/drops/synthia/contract';
import { TETHERED } from '@/lib/drops/tethered/config';
import { VR_001, VR_002 } from '@/lib/drops/vr/config';
import { MEMBERSHIP_TOKEN } from '@/lib/profile/membership';

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
};

const IDS_0_TO_7 = [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n] as const;
const DECIMAL_ID = /^\d{1,78}$/;

const invert = (m: Record<string, bigint>) => Object.fromEntries(Object.entries(m).map(([title, id]) => [id.toString(), title]));

type Listed = Omit<KnownCollection, 'address'> & { address: Address | null };

const LISTED: readonly Listed[] = [
  {
    address: MEMBERSHIP_TOKEN.address,
    standard: 'erc1155',
    kind: 'membership',
    prefix: 'OX Member Token',
    titles: { '1': 'OX Member Token' },
    balanceIds: [0n, 1n],
  },
  { address: FOUNDING_TOKEN.address, standard: 'erc1155', kind: 'membership', prefix: 'Founding Member Token', titles: { '0': 'Founding Member Token' } },
  { address: MEMBER_TOKEN.address, standard: 'erc721', kind: 'artist', prefix: 'Lushsux Member', artistKey: 'lushsux' },
  {
    address: ARTIST_TOKEN.address,
    standard: 'erc1155',
    kind: 'artist',
    prefix: 'Revolution Studio Token',
    artistKey: 'revolution-studio',
    balanceIds: IDS_0_TO_7,
  },
  { address: BLACK_FEATHER.address, standard: 'erc1155', kind: 'onchain', prefix: 'Black Feather', titles: { '0': 'Black Feather' } },
  {
    address: DESICCATION.address,
    standard: 'erc1155',
    kind: 'onchain',
    prefix: 'Desiccation',
    titles: Object.fromEntries(DESICCATION_EDITIONS.map((e) => [e.tokenId.toString(), e.title])),
  },
  { address: TETHERED.address, standard: 'erc721', kind: 'onchain', prefix: 'Bulls Power' },
  { address: VR_001.address, standard: 'erc1155', kind: 'onchain', prefix: 'Lushsux VR-001' },
  { address: VR_002.address, standard: 'erc1155', kind: 'onchain', prefix: 'Lushsux VR-002' },
  { address: PRINT_CLAIM.address, standard: 'erc721', kind: 'onchain', prefix: 'Joker Print' },
  {
    address: EVE_MINT.editions.address,
    standard: 'erc1155',
    kind: 'onchain',
    prefix: 'The Eve of Revolution',
    titles: invert(EVE_MINT.tokenIds),
    balanceIds: IDS_0_TO_7,
  },
  { address: EVE_MINT.storyboard.address, standard: 'erc1155', kind: 'onchain', prefix: 'Eve Storyboard', titles: invert(EVE_MINT.storyboardIds) },
  { address: BURN.source.address, standard: 'erc721', kind: 'onchain', prefix: 'Vhils Surface' },
  { address: BURN.burn.address, standard: 'erc1155', kind: 'onchain', prefix: 'Burned Portrait' },
  { address: LAYERS_CONTRACTS.layers.address, standard: 'erc721', kind: 'onchain', prefix: 'LAYER' },
  { address: SYNTHIA_KEYS.address, standard: 'erc721', kind: 'onchain', prefix: 'Synthia Key' },
  {
    address: LAYERS_CONTRACTS.tears.address,
    standard: 'erc1155',
    kind: 'onchain',
    prefix: 'Tear',
    titles: { '1': 'Alpha Tear', '2': 'Beta Tear' },
    ids: [1n, 2n],
  },
];

/** The collections whose contract is configured on this chain. */
export const KNOWN_COLLECTIONS: readonly KnownCollection[] = LISTED.filter((c): c is KnownCollection => c.address !== null);

export function knownCollection(address: string, known: readonly KnownCollection[] = KNOWN_COLLECTIONS): KnownCollection | null {
  const a = address.toLowerCase();
  return known.find((c) => c.address.toLowerCase() === a) ?? null;
}

/** A token's title: its name among the collection's titles, or the prefix plus the id (collections §3). */
export function tokenTitle(c: Pick<KnownCollection, 'prefix' | 'titles'> | null, id: bigint | string): string {
  const key = id.toString();
  return c?.titles?.[key] ?? `${c?.prefix ?? 'Token'} #${key}`;
}

/** A token's picture on the assets host (collections §3: nfts/{contract}/images/main/{id}.jpg). */
export function tokenPicture(assetsUrl: string, contract: string, id: bigint | string): string {
  return `${assetsUrl.replace(/\/$/, '')}/nfts/${contract.toLowerCase()}/images/main/${id.toString()}.jpg`;
}

export type ArtistRef = { key: string; name: string; navKey: string | null };
export type DropRef = { key: string; title: string; navKey: string | null };

/** An owned token entry as the platform answers it (collections §3: contract_address, token_ids). */
export type OwnedTokenEntry = { contractAddress: string; tokenIds: string[] };

/** What a profile shows of one collection's holding. */
export type OwnedTokens = {
  contractAddress: string;
  kind: CollectionKind;
  artist: ArtistRef | null;
  drop: DropRef | null;
  tokens: Array<{ tokenId: string; title: string; picture: string }>;
};

/**
 * The profile's view of the platform's owned-token entries: each known collection's tokens with
 * their titles and pictures, and the drop and artist the collection belongs to (`context`, from the
 * documented drop-by-contract call). A contract the client does not know is not art it shows;
 * ids outside a collection's own are left out.
 */
export function describeOwnedTokens(
  entries: readonly OwnedTokenEntry[],
  context: (address: string) => { artist: ArtistRef | null; drop: DropRef | null },
  assetsUrl: string,
  known: readonly KnownCollection[] = KNOWN_COLLECTIONS,
): OwnedTokens[] {
  const out: OwnedTokens[] = [];
  for (const entry of entries) {
    const c = knownCollection(entry.contractAddress, known);
    if (!c) continue;
    const ids = [...new Set(entry.tokenIds.filter((id) => DECIMAL_ID.test(id)).map((id) => BigInt(id).toString()))]
      .filter((id) => !c.ids || c.ids.includes(BigInt(id)))
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
    if (!ids.length) continue;
    const { artist, drop } = context(c.address);
    out.push({
      contractAddress: c.address,
      kind: c.kind,
      artist,
      drop,
      tokens: ids.map((id) => ({ tokenId: id, title: tokenTitle(c, id), picture: tokenPicture(assetsUrl, c.address, id) })),
    });
  }
  return out;
}

/** A batch balance read of one collection: the ids asked and the balances answered, in order. */
export type BalanceBatch = { address: string; ids: readonly bigint[]; balances: readonly bigint[] };

/**
 * The platform's entries with what the client's own balance batches found: for the ids a batch
 * asked, the chain is the truth (held when the balance is above 0, gone when it is 0); other ids
 * stay as the platform gave them. One entry per contract whatever the address case; ids as
 * decimal text, once each.
 */
export function withChainBalances(entries: readonly OwnedTokenEntry[], batches: readonly BalanceBatch[]): OwnedTokenEntry[] {
  const byContract = new Map<string, { contractAddress: string; ids: Set<string> }>();
  const entryOf = (address: string) => {
    const key = address.toLowerCase();
    if (!byContract.has(key)) byContract.set(key, { contractAddress: address, ids: new Set() });
    return byContract.get(key)!;
  };
  for (const e of entries) {
    const entry = entryOf(e.contractAddress);
    for (const id of e.tokenIds) if (DECIMAL_ID.test(id)) entry.ids.add(BigInt(id).toString());
  }
  for (const batch of batches) {
    const entry = entryOf(batch.address);
    batch.ids.forEach((id, i) => ((batch.balances[i] ?? 0n) > 0n ? entry.ids.add(id.toString()) : entry.ids.delete(id.toString())));
  }
  return [...byContract.values()].filter((e) => e.ids.size > 0).map((e) => ({ contractAddress: e.contractAddress, tokenIds: [...e.ids] }));
}
