import 'server-only';
import { describeOwnedTokens, KNOWN_COLLECTIONS, knownCollection, type ArtistRef, type DropRef, type KnownCollection, type OwnedTokens } from '@/lib/collections/known';
import { serverConfig } from '@/lib/config/server';
import { getArtist, getDropByContract } from '@/lib/platform/content';
import { getOwnedTokens } from '@/lib/platform/users';

type CollectionContext = { artist: ArtistRef | null; drop: DropRef | null };
const NONE: CollectionContext = { artist: null, drop: null };

/**
 * The drop and artist a collection belongs to: the drop by its contract (platform-core §7
 * GET /drops/contract/{address}) and its artist, or, for an artist's own collection with no drop,
 * that artist (GET /artists/{key}). Both are content reads, cached as content is.
 */
async function collectionContext(c: KnownCollection): Promise<CollectionContext> {
  const drop = await getDropByContract(c.address).catch(() => null);
  if (drop) {
    const a = drop.artistInfo;
    return { drop: { key: drop.key, title: drop.title, navKey: drop.navKey }, artist: a ? { key: a.key, name: a.name, navKey: a.navKey } : null };
  }
  if (!c.artistKey) return NONE;
  const artist = await getArtist(c.artistKey).catch(() => null);
  return { drop: null, artist: artist && { key: artist.key, name: artist.name, navKey: artist.navKey } };
}

/** A profile's owned tokens as the gallery shows them, derived from the platform's contract + ids entries. */
export async function ownedTokensOf(userKey: string): Promise<OwnedTokens[]> {
  const entries = await getOwnedTokens(userKey);
  const known = [...new Set(entries.map((e) => knownCollection(e.contractAddress)).filter((c): c is KnownCollection => c !== null))];
  const contexts = new Map(await Promise.all(known.map(async (c) => [c.address.toLowerCase(), await collectionContext(c)] as const)));
  return describeOwnedTokens(entries, (address) => contexts.get(address.toLowerCase()) ?? NONE, serverConfig().assetsUrl, KNOWN_COLLECTIONS);
}

/** One token's collection context and derived title and picture (the NFT detail pages). */
export async function ownedTokenOf(contract: string, tokenId: string) {
  const c = knownCollection(contract);
  if (!c) return null;
  const [view] = describeOwnedTokens([{ contractAddress: c.address, tokenIds: [tokenId] }], () => NONE, serverConfig().assetsUrl);
  if (!view) return null;
  return { ...view, ...(await collectionContext(c)), token: view.tokens[0] };
}
