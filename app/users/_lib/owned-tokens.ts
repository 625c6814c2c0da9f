import 'server-only';
import {
  describeOwnedTokens,
  KNOWN_COLLECTIONS,
  knownCollection,
  withChainBalances,
  type ArtistRef,
  type BalanceBatch,
  type DropRef,
  type KnownCollection,
  type OwnedTokens,
} from '@/lib/collections/known';
import { chainRead, readChain } from '@/lib/chain/server';
import { erc1155BatchBalanceAbi } from '@/contracts/erc';
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

/**
 * The client's own balance batches (platform-core §9: ids 0–7 of two collections, 0 and 1 of the
 * membership one), one balanceOfBatch each. A failed read adds nothing and is logged (the spec's default).
 */
async function balanceBatches(owner: `0x${string}`): Promise<BalanceBatch[]> {
  const batched = KNOWN_COLLECTIONS.filter((c) => c.balanceIds?.length);
  const reads = await readChain(
    Object.fromEntries(
      batched.map((c, i) => [
        String(i),
        chainRead(
          { address: c.address, abi: erc1155BatchBalanceAbi, functionName: 'balanceOfBatch', args: [c.balanceIds!.map(() => owner), [...c.balanceIds!]] },
          null,
        ),
      ]),
    ),
    // A wallet's own holdings are read fresh: the collector reloads right after a mint to see it.
    { ttlMs: 0 },
  );
  return batched.flatMap((c, i) => {
    const balances = reads[String(i)];
    return balances ? [{ address: c.address, ids: c.balanceIds!, balances }] : [];
  });
}

/** A profile's owned tokens as the gallery shows them, derived from the platform's contract + ids entries and the client's balance batches. */
export async function ownedTokensOf(userKey: string, wallet: string | null): Promise<OwnedTokens[]> {
  const [platform, batches] = await Promise.all([
    getOwnedTokens(userKey),
    wallet && /^0x[0-9a-fA-F]{40}$/.test(wallet) ? balanceBatches(wallet as `0x${string}`) : [],
  ]);
  const entries = withChainBalances(platform, batches);
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
