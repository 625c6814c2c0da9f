import type { Metadata } from 'next';
import { NftDetail } from '@/components/profile/nft-detail';
import { orNotFound } from '@/app/_lib/not-found';
import { getSession } from '@/app/_lib/session/session';
import { truncate } from '@/lib/format/text';
import { getProduct } from '@/lib/platform/content';
import { backToProfile } from '@/lib/profile/nft-detail';
import { firstParam } from '@/lib/http/query';

type Props = { params: Promise<{ key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// A key that is not key-shaped is a 404 without a request.
const load = async (params: Props['params']) => orNotFound(getProduct((await params).key));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await load(params);
  return { title: item.title, description: item.description ? truncate(item.description, 155) : `${item.title}, a drop item.`, robots: { index: false } };
}

export default async function OwnedItemPage({ params, searchParams }: Props) {
  const [item, query, session] = await Promise.all([load(params), searchParams, getSession()]);
  return (
    <NftDetail
      back={backToProfile(firstParam(query, 'from'), session.userKey ?? null)}
      image={item.cover.lg ?? item.picture ?? item.cover.original}
      title={item.title}
      artist={item.artistInfo && { name: item.artistInfo.name, navKey: item.artistInfo.navKey }}
      summary={[item.edition, item.itemType].filter(Boolean).join(' · ')}
      description={item.description}
    />
  );
}
