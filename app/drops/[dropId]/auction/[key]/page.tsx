import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { orNotFound, orNull } from '@/app/_lib/not-found';
import { describe, pageMetadata } from '@/app/_lib/metadata';
import { dropModule } from '@/components/drops/registry';
import { isAuctionedItem } from '@/lib/drops/auctioned';
import { getDrop, getProduct } from '@/lib/platform/content';

type Props = { params: Promise<{ dropId: string; key: string }> };

// Rendered per request: a live auction's figures are the chain's of the moment (a cached page
// would show a stale highest bid to a link preview). An ended auction's platform reads stay cached
// in Next's data cache (60 s, by tag), so its page costs a render, not a platform call.
// (`connection()`, not `dynamic = 'force-dynamic'`, which would stop caching those reads too.)

/**
 * The drop's auctioned item by its key (lib/drops/auctioned.ts, never by title) and the drop's
 * module that shows it (Desiccation's ended Aquarium, the Eve of Revolution's live Floating). Any
 * other drop or item is a 404.
 */
async function loadAuction({ dropId, key }: { dropId: string; key: string }) {
  if (!isAuctionedItem(dropId, key)) notFound();
  const auction = dropModule(dropId)?.auction;
  if (!auction) notFound();
  const item = await orNotFound(getProduct(key));
  const drop = item.dropKey ? await orNull(getDrop(item.dropKey)) : null;
  if (drop?.navKey !== dropId) notFound();
  return { auction, ctx: { drop, item } };
}

export async function generateMetadata({ params }: Props) {
  const p = await params;
  const { auction, ctx } = await loadAuction(p);
  const { title, description } = await auction.metadata(ctx);
  return pageMetadata({ title, description: describe(description), path: `/drops/${p.dropId}/auction/${ctx.item.key}` });
}

export default async function AuctionPage({ params }: Props) {
  await connection();
  const { auction, ctx } = await loadAuction(await params);
  return auction.page(ctx);
}
