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

/** platform-core §9's batches; a failed read adds nothing and is logged. */
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
    // Read fresh: the collector reloads right after a mint to see it.
    { ttlMs: 0 },
  );
  return batched.flatMap((c, i) => {
    const balances = reads[String(i)];
    return balances ? [{ address: c.address, ids: c.balanceIds!, balances }] : [];
  });
}

/** Tear-type tokens by their chain state (a failed read is 0); reveal-type ones pre-reveal until the platform says revealed (collections §3, §4). */
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
