import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { DROPS } from '@/lib/drops/registry';
import { MEMBERSHIP_TOKEN } from '@/lib/profile/membership';
import type { DropEntry } from '@/lib/drops/drop-entry';
import { IDS_0_TO_7, type CollectionKind, type CollectionListing, type KnownCollection } from './listing';

export type { CollectionKind, CollectionListing, KnownCollection } from './listing';

const DECIMAL_ID = /^\d{1,78}$/;

const SITE_COLLECTIONS: readonly CollectionListing[] = [
  {
    address: MEMBERSHIP_TOKEN.address,
    standard: 'erc1155',
    kind: 'membership',
    prefix: 'OX Member Token',
    titles: { '1': 'OX Member Token' },
    balanceIds: [0n, 1n],
  },
  { address: MEMBER_TOKEN.address, standard: 'erc721', kind: 'artist', prefix: 'Lushsux Member', artistKey: 'lushsux' },
  {
    address: ARTIST_TOKEN.address,
    standard: 'erc1155',
    kind: 'artist',
    prefix: 'Revolution Studio Token',
    artistKey: 'revolution-studio',
    balanceIds: IDS_0_TO_7,
  },
];

/** Only collections whose contract is configured on this chain. */
export const KNOWN_COLLECTIONS: readonly KnownCollection[] = [
  ...SITE_COLLECTIONS,
  ...Object.values<DropEntry>(DROPS).flatMap((d) => d.collections ?? []),
].filter((c): c is KnownCollection => c.address !== null);

export function knownCollection(address: string, known: readonly KnownCollection[] = KNOWN_COLLECTIONS): KnownCollection | null {
  const a = address.toLowerCase();
  return known.find((c) => c.address.toLowerCase() === a) ?? null;
}

/** collections §3 */
export function tokenTitle(c: Pick<KnownCollection, 'prefix' | 'titles'> | null, id: bigint | string): string {
  const key = id.toString();
  return c?.titles?.[key] ?? `${c?.prefix ?? 'Token'} #${key}`;
}

/** collections §3 */
export function tokenPicture(assetsUrl: string, contract: string, id: bigint | string, folder = ''): string {
  return `${assetsUrl.replace(/\/$/, '')}/nfts/${contract.toLowerCase()}/images/main/${folder}${id.toString()}.jpg`;
}

/** `tearIdUsed[0]` is ignored; 1 alpha, 2 beta. */
export type TearState = { state: number; tearIdUsed: readonly number[] };

/** collections §3: `base/` before any tear, else `tear-{state}/{alpha|beta}/` by the last tear. */
export function tearStatePicture(assetsUrl: string, contract: string, id: bigint | string, { state, tearIdUsed }: TearState): string {
  if (state < 1) return tokenPicture(assetsUrl, contract, id, 'base/');
  const variant = tearIdUsed.slice(1).at(-1) === 2 ? 'beta' : 'alpha';
  return tokenPicture(assetsUrl, contract, id, `tear-${Math.min(state, 3)}/${variant}/`);
}

export type ArtistRef = { key: string; name: string; navKey: string | null };
export type DropRef = { key: string; title: string; navKey: string | null };

export type OwnedTokenEntry = { contractAddress: string; tokenIds: string[] };

export type OwnedTokens = {
  contractAddress: string;
  kind: CollectionKind;
  artist: ArtistRef | null;
  drop: DropRef | null;
  tokens: Array<{ tokenId: string; title: string; picture: string | null }>;
};

/** collections §3, §4 "Reveal flag"; undefined keeps the plain path. */
export function ruledPicture(
  c: Pick<KnownCollection, 'address' | 'pictures'>,
  tokenId: string,
  assetsUrl: string,
  facts: { tear: TearState; reveal: { revealed: boolean; image: string | null } | null },
): string | null | undefined {
  if (c.pictures === 'tear-states') return tearStatePicture(assetsUrl, c.address, tokenId, facts.tear);
  if (c.pictures === 'reveal' && !facts.reveal?.revealed) return facts.reveal?.image ?? null;
  return undefined;
}

export type PictureOf = (c: KnownCollection, tokenId: string) => string | null | undefined;

/** Unknown contracts and ids outside a collection's own are left out: not art the site shows. */
export function describeOwnedTokens(
  entries: readonly OwnedTokenEntry[],
  context: (address: string) => { artist: ArtistRef | null; drop: DropRef | null },
  assetsUrl: string,
  known: readonly KnownCollection[] = KNOWN_COLLECTIONS,
  pictureOf: PictureOf = () => undefined,
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
      tokens: ids.map((id) => {
        const given = pictureOf(c, id);
        return { tokenId: id, title: tokenTitle(c, id), picture: given === undefined ? tokenPicture(assetsUrl, c.address, id) : given };
      }),
    });
  }
  return out;
}

export type BalanceBatch = { address: string; ids: readonly bigint[]; balances: readonly bigint[] };

/** For the ids a batch asked, the chain's balance wins over the platform's list. */
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
