import Link from 'next/link';
import { cache, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ServerImage } from '@/components/ui/server-image';
import { itemOfDrop } from '@/app/_lib/product-page';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';
import { dropHref } from '@/lib/drops/links';
import { auctionOf, auctionRef, hasAuction, type Auction, type EndedAuction, type LiveAuction } from '@/lib/drops/auctions';
import type { ProductDetail } from '@/lib/drops/types';
import { formatDateTime } from '@/lib/format/date';
import { shortenAddress } from '@/lib/format/address';
import { listAuctionBids } from '@/lib/platform/drops';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import styles from '@/components/drops/auction/auction.module.css';
import { AuctionRoom } from '@/components/drops/auction/auction-room';
import { publicConfig } from '@/lib/config/public';
import { toBidPage } from '@/lib/drops/auction/bid-page';
import { auctionWindow, hasBids } from '@/lib/drops/auction/rules';
import { readLiveAuction } from '@/lib/drops/auction/chain';
import { formatEther } from 'viem';
import { chainNow } from '@/lib/chain/clock';

type Props = { params: Promise<{ dropId: string; key: string }> };

// Per request: a cached live page would show a stale highest bid. `connection()`, not force-dynamic, keeps the platform reads cached.

/** Every bid of the ended auction fits one read: a page would cut the history. */
const HISTORY_PAGE_SIZE = 50;

type AuctionPage = { auction: Auction; item: ProductDetail; dropId: string; dropTitle: string };

const readLive = cache((auction: LiveAuction) => readLiveAuction(auction));

async function loadAuction({ dropId, key }: { dropId: string; key: string }): Promise<AuctionPage> {
  if (!hasAuction(dropId)) notFound();
  const { product: item, drop } = await itemOfDrop(key, dropId);
  if (!drop) notFound();
  const auction = auctionOf(dropId, item);
  if (!auction) notFound();
  return { auction, item, dropId, dropTitle: drop.title };
}

export async function generateMetadata({ params }: Props) {
  const p = await params;
  const { auction, item, dropTitle } = await loadAuction(p);
  const path = `/drops/${p.dropId}/auction/${item.key}`;
  const by = item.artistInfo?.name;
  if (auction.kind === 'live') {
    const { item: chain } = await readLive(auction);
    const known = chain && chain !== 'error' ? chain : null;
    const ended = known !== null && auctionWindow(known, await chainNow()) === 'finished';
    const figures = known
      ? hasBids(known)
        ? `${ended ? 'won at' : 'highest bid'} ${formatEther(known.highestBid)} ETH`
        : `reserve ${formatEther(known.reservePrice)} ETH`
      : 'live auction';
    return pageMetadata({
      title: ended && hasBids(known) ? `${item.title}: auction ended at ${formatEther(known.highestBid)} ETH` : `${item.title}: live auction`,
      description: describe(
        `${item.title}${by ? ` by ${by}` : ''}, a 1 of 1 from ${dropTitle}, at auction: ${figures}. Bids in steps of ${formatEther(auction.minimalBidGap)} ETH from holders of a member or artist token.`,
      ),
      path,
    });
  }
  const { winning, bids, artist } = auction;
  return pageMetadata({
    title: `${item.title}: auction ended at ${winning} ETH`,
    description: describe(`${item.title} by ${by ?? artist}, a 1 of 1 from ${dropTitle}, sold at auction for ${winning} ETH after ${bids} bids.`),
    path,
  });
}

export default async function AuctionPage({ params }: Props) {
  await connection();
  const page = await loadAuction(await params);
  return page.auction.kind === 'live' ? <LiveAuctionPage {...page} auction={page.auction} /> : <EndedAuctionPage {...page} auction={page.auction} />;
}

/** Rendered per request from the chain and the platform, so a shared link sees the figures of the moment. */
async function LiveAuctionPage({ auction, item, dropId, dropTitle }: AuctionPage & { auction: LiveAuction }) {
  const renderedAt = await chainNow();
  const contract = auction.address;
  const [snapshot, history] = await Promise.all([
    readLive(auction),
    contract
      ? listAuctionBids({ contract, tokenId: auction.tokenId, salt: auction.salt }, { fresh: true }).then(toBidPage, (err) => {
          console.error('[platform] auction bids failed', (err as Error).message);
          return null;
        })
      : null,
  ]);
  const chain = snapshot.item;
  const ended = chain && chain !== 'error' && auctionWindow(chain, renderedAt) === 'finished';
  return (
    <AuctionHero item={item} navKey={dropId} dropTitle={dropTitle} kicker={ended ? 'Auction Ended' : 'Live auction'}>
      {item.description && <p>{item.description}</p>}
      <AuctionRoom
        auction={auctionRef(dropId, auction)}
        item={chain}
        history={history}
        fromBlock={snapshot.block === null ? null : snapshot.block + 1n}
        renderedAt={renderedAt.toISOString()}
        fallback={{ reservePrice: auction.reservePrice, minimalBidGap: auction.minimalBidGap }}
        chainLabel={publicConfig.chain.label}
      />
    </AuctionHero>
  );
}

function AuctionHero({
  item,
  navKey,
  dropTitle,
  kicker,
  children,
  after,
}: {
  item: ProductDetail;
  navKey: string;
  dropTitle: string;
  kicker: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const cover = item.cover.lg ?? item.picture;
  return (
    <div className={page.page}>
      <article className={hero.even}>
        <div className={hero.square}>{cover && <ServerImage src={cover} alt={item.title} fill priority sizes="(max-width: 768px) 100vw, 50vw" />}</div>
        <div className={hero.text}>
          <Link href={dropHref({ key: navKey, navKey })} className={page.backLink}>
            {`Back to ${dropTitle}`}
          </Link>
          <p className={hero.kicker}>{kicker}</p>
          <h1 className={hero.title}>{item.title}</h1>
          {item.artistInfo && <p className={page.muted}>by {item.artistInfo.name}</p>}
          {children}
        </div>
      </article>
      {after}
    </div>
  );
}

async function EndedAuctionPage({ auction, item, dropId, dropTitle }: AuctionPage & { auction: EndedAuction }) {
  const { reserve, winning, bids: bidCount, tokenId, salt } = auction;
  const contract = item.contractAddress ?? auction.address;
  const history = contract ? await listAuctionBids({ contract, tokenId, salt }, { pageSize: HISTORY_PAGE_SIZE }).catch(() => null) : null;
  const table = (
    <section aria-labelledby="bid-history" className={styles.table}>
      <h2 id="bid-history">Bid history</h2>
      {history ? (
        <table className={styles.bids}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Address</th>
              <th scope="col">Bid</th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((bid) => (
              <tr key={`${bid.bidder}:${bid.amount}`}>
                <td>{bid.created ? <time dateTime={bid.created}>{formatDateTime(bid.created)}</time> : '—'}</td>
                <td className={styles.address} title={bid.bidder}>
                  {shortenAddress(bid.bidder, 12, 12)}
                </td>
                <td>{`${bid.amount} ETH`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="status">The bid history could not be loaded. Please try again later.</p>
      )}
    </section>
  );
  return (
    <AuctionHero item={item} navKey={dropId} dropTitle={dropTitle} kicker="Auction Ended" after={table}>
      <dl className={styles.figures}>
        <div>
          <dt>Reserve price</dt>
          <dd>{`${reserve} ETH`}</dd>
        </div>
        <div>
          <dt>Winning price</dt>
          <dd>{`${winning} ETH`}</dd>
        </div>
        <div>
          <dt>Bids</dt>
          <dd>{bidCount}</dd>
        </div>
      </dl>
      {item.description && <p>{item.description}</p>}
    </AuctionHero>
  );
}
