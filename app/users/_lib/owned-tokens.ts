import 'server-only';
import {
  describeOwnedTokens,
  KNOWN_COLLECTIONS,
  knownCollection,
  ruledPicture,
  withChainBalances,
  type ArtistRef,
  type BalanceBatch,
  type DropRef,
  type KnownCollection,
  type OwnedTokenEntry,
  type OwnedTokens,
  type PictureOf,
} from '@/lib/collections/known';
import { chainRead, readChain, type ChainRead } from '@/lib/chain/server';
import { erc1155BatchBalanceAbi, tearStateAbi } from '@/contracts/erc';
import { serverConfig } from '@/lib/config/server';
import { getArtist, getDropByContract } from '@/lib/platform/content';
import { getSynthiaReveal } from '@/lib/platform/synthia';
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

/**
 * The pictures that are not the plain path (collections §3, §4 "Reveal flag"): a tear-type token's
 * by its state on the chain (a failed read is state 0, the spec's default), and the pre-reveal
 * picture of a reveal-type collection until the platform says it is revealed.
 */
async function pictureRules(entries: readonly OwnedTokenEntry[], assetsUrl: string): Promise<{ pictureOf: PictureOf; revealed: boolean }> {
  const ruled = entries.flatMap((e) => {
    const c = knownCollection(e.contractAddress);
    return c?.pictures ? e.tokenIds.filter((id) => /^\d{1,78}$/.test(id)).map((id) => ({ c, id: BigInt(id) })) : [];
  });
  const torn = ruled.filter((t) => t.c.pictures === 'tear-states');
  const key = (address: string, id: bigint | string) => `${address.toLowerCase()}:${id.toString()}`;
  const reads = <T>(read: (c: KnownCollection, id: bigint) => ChainRead<T>) =>
    torn.length
      ? readChain(Object.fromEntries(torn.map(({ c, id }) => [key(c.address, id), read(c, id)])), { ttlMs: 0 })
      : Promise.resolve({} as Record<string, T>);
  const [states, used, reveal] = await Promise.all([
    reads((c, id) => chainRead({ address: c.address, abi: tearStateAbi, functionName: 'state', args: [id] }, 0)),
    reads((c, id) => chainRead({ address: c.address, abi: tearStateAbi, functionName: 'tearIdUsed', args: [id] }, [] as readonly number[])),
    ruled.some((t) => t.c.pictures === 'reveal') ? getSynthiaReveal().catch(() => null) : null,
  ]);
  const revealed = reveal?.revealed ?? false;
  const pictureOf: PictureOf = (c, tokenId) => {
    const k = key(c.address, tokenId);
    return ruledPicture(c, tokenId, assetsUrl, { tear: { state: Number(states[k] ?? 0), tearIdUsed: (used[k] ?? []).map(Number) }, reveal });
  };
  return { pictureOf, revealed };
}

/** A profile's owned tokens as the gallery shows them, derived from the platform's contract + ids entries and the client's balance batches. */
export async function ownedTokensOf(userKey: string, wallet: string | null): Promise<OwnedTokens[]> {
  const [platform, batches] = await Promise.all([
    getOwnedTokens(userKey),
    wallet && /^0x[0-9a-fA-F]{40}$/.test(wallet) ? balanceBatches(wallet as `0x${string}`) : [],
  ]);
  const entries = withChainBalances(platform, batches);
  const known = [...new Set(entries.map((e) => knownCollection(e.contractAddress)).filter((c): c is KnownCollection => c !== null))];
  const { assetsUrl } = serverConfig();
  const [contexts, { pictureOf }] = await Promise.all([
    Promise.all(known.map(async (c) => [c.address.toLowerCase(), await collectionContext(c)] as const)).then((pairs) => new Map(pairs)),
    pictureRules(entries, assetsUrl),
  ]);
  return describeOwnedTokens(entries, (address) => contexts.get(address.toLowerCase()) ?? NONE, assetsUrl, KNOWN_COLLECTIONS, pictureOf);
}

/** One token's collection context and derived title and picture (the NFT detail pages). */
export async function ownedTokenOf(contract: string, tokenId: string) {
  const c = knownCollection(contract);
  if (!c) return null;
  const entries = [{ contractAddress: c.address, tokenIds: [tokenId] }];
  const { assetsUrl } = serverConfig();
  const [{ pictureOf, revealed }, context] = await Promise.all([pictureRules(entries, assetsUrl), collectionContext(c)]);
  const [view] = describeOwnedTokens(entries, () => NONE, assetsUrl, KNOWN_COLLECTIONS, pictureOf);
  if (!view) return null;
  return {
    ...view,
    ...context,
    token: view.tokens[0],
    ruledPicture: c.pictures === 'tear-states' || (c.pictures === 'reveal' && !revealed),
    preReveal: c.pictures === 'reveal' && !revealed,
  };
}
