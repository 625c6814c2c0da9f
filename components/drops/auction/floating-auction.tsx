import 'server-only';
import { cache } from 'react';
import { formatEther } from 'viem';
import type { AuctionPage } from '@/components/drops/drop-module';
import { publicConfig } from '@/lib/config/public';
import { readFloatingAuction } from '@/lib/drops/auction/chain';
import { FLOATING_AUCTION } from '@/lib/drops/auction/config';
import { FLOATING_AUCTION_CONTRACT } from '@/lib/drops/auction/contract';
import { serializeItem } from '@/lib/drops/auction/item';
import { readFloatingBids } from '@/lib/drops/auction/load';
import { AUCTION_MESSAGES } from '@/lib/drops/auction/messages';
import { auctionWindow, hasBids } from '@/lib/drops/auction/rules';
import type { ProductDetail } from '@/lib/drops/types';
import { AuctionHero } from './auction-hero';
import { AuctionRoomLoader } from './auction-room-loader';

/** One chain read per request, shared by the metadata and the page. */
const readLive = cache(readFloatingAuction);

/**
 * The live Floating auction (drop-pages §2, §4): rendered per request from the chain (the item, at
 * a block) and the platform (the first page of bids, fresh), so a shared link and a search engine
 * see the figures of the moment; the page's feed reads on from the next block.
 */
async function LiveAuction({ item, dropTitle }: { item: ProductDetail; dropTitle: string }) {
  const renderedAt = new Date();
  const contract = FLOATING_AUCTION_CONTRACT.address;
  const [snapshot, history] = await Promise.all([readLive(), readFloatingBids()]);
  const chain = snapshot.item;
  const ended = chain && chain !== 'error' && auctionWindow(chain, renderedAt) === 'finished';
  return (
    <AuctionHero item={item} navKey={FLOATING_AUCTION.navKey} dropTitle={dropTitle} kicker={ended ? AUCTION_MESSAGES.room.ended : AUCTION_MESSAGES.room.live}>
      {item.description && <p>{item.description}</p>}
      <AuctionRoomLoader
        item={chain && chain !== 'error' ? serializeItem(chain) : chain}
        history={history}
        fromBlock={snapshot.block === null ? null : String(snapshot.block + 1n)}
        renderedAt={renderedAt.toISOString()}
        fallback={{ reservePrice: String(FLOATING_AUCTION.reservePrice), minimalBidGap: String(FLOATING_AUCTION.minimalBidGap) }}
        node={{ rpcUrl: publicConfig.chain.rpcUrl, wsUrl: publicConfig.chain.wsUrl, address: contract, chainLabel: publicConfig.chain.label }}
      />
    </AuctionHero>
  );
}

/** The Eve of Revolution's Floating, auctioned live on the chain (issue 13). */
export const floatingAuction: AuctionPage = {
  metadata: async ({ drop, item }) => {
    const by = item.artistInfo?.name;
    const { item: chain } = await readLive();
    const known = chain && chain !== 'error' ? chain : null;
    const ended = known !== null && auctionWindow(known, new Date()) === 'finished';
    const figures = known
      ? hasBids(known)
        ? `${ended ? 'won at' : 'highest bid'} ${formatEther(known.highestBid)} ETH`
        : `reserve ${formatEther(known.reservePrice)} ETH`
      : 'live auction';
    return {
      title: ended && hasBids(known) ? `${item.title}: auction ended at ${formatEther(known.highestBid)} ETH` : `${item.title}: live auction`,
      description: `${item.title}${by ? ` by ${by}` : ''}, a 1 of 1 from ${drop.title}, at auction: ${figures}. Bids in steps of ${formatEther(FLOATING_AUCTION.minimalBidGap)} ETH from holders of a member or artist token.`,
    };
  },
  page: async ({ drop, item }) => <LiveAuction item={item} dropTitle={drop.title} />,
};
