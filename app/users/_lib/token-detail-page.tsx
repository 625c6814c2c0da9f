import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { NftDetail } from '@/components/profile/nft-detail';
import { orNotFound } from '@/app/_lib/not-found';
import { getSession } from '@/app/_lib/session/session';
import { truncate } from '@/lib/format/text';
import { getAssetMetadata } from '@/lib/platform/users';
import { ownedTokenOf } from './owned-tokens';
import { backToProfile, parseTokenRoute } from '@/lib/profile/nft-detail';
import { firstParam } from '@/lib/http/query';

export type TokenRouteProps = { params: Promise<{ contract: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(params: TokenRouteProps['params']) {
  const { contract, id } = await params;
  return loadToken(contract, id);
}

// Once per request for metadata and page; the chain's state is read fresh.
const loadToken = cache(async (contract: string, id: string) => {
  const token = parseTokenRoute(contract, id);
  if (!token) notFound();
  // The platform's metadata is a declared extension: its 404 is a token it does not know.
  const [known, metadata] = await Promise.all([ownedTokenOf(token.contract, token.tokenId), orNotFound(getAssetMetadata(token.contract, token.tokenId))]);
  if (!known) notFound();
  // collections §4 "Reveal flag": an unrevealed token shows none of its real metadata.
  const { preReveal } = known;
  return {
    tokenId: token.tokenId,
    name: (!preReveal && metadata.name) || known.token.title,
    description: preReveal ? null : metadata.description,
    image: known.ruledPicture ? known.token.picture : (metadata.image ?? known.token.picture),
    artist: known.artist,
    drop: known.drop,
  };
});

export async function tokenMetadata({ params }: TokenRouteProps): Promise<Metadata> {
  const nft = await load(params);
  return { title: nft.name, description: nft.description ? truncate(nft.description, 155) : `${nft.name}, token #${nft.tokenId}.`, robots: { index: false } };
}

export async function TokenDetailPage({ params, searchParams }: TokenRouteProps) {
  const [nft, query, session] = await Promise.all([load(params), searchParams, getSession()]);
  return (
    <NftDetail
      back={backToProfile(firstParam(query, 'from'), session.userKey ?? null)}
      image={nft.image}
      title={nft.name}
      artist={nft.artist && { name: nft.artist.name, navKey: nft.artist.navKey }}
      summary={[nft.drop?.title, `Token #${nft.tokenId}`].filter(Boolean).join(' · ')}
      description={nft.description}
    />
  );
}
