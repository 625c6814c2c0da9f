import Link from 'next/link';
import { cache, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ServerImage } from '@/components/ui/server-image';
import { orNotFound, orNull } from '@/app/_lib/not-found';
import { describe, pageMetadata } from '@/app/_lib/metadata';
import { DESICCATION } from '@/lib/drops/desiccation/config';
import { dropHref } from '@/lib/drops/links';
import { isAuctionedItem } from '@/lib/drops/auctioned';
import type { ProductDetail } from '@/lib/drops/types';
import { formatDateTime } from '@/lib/format/date';
import { shortenAddress } from '@/lib/format/address';
import { getDrop, getProduct } from '@/lib/platform/content';
import { listAuctionBids } from '@/lib/platform/drops';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import styles from '@/components/drops/auction/auction.module.css';
import { AuctionRoom } from '@/components/drops/auction/auction-room';
import { FLOATING_AUCTION } from '@/lib/drops/auction/config';
import { FLOATING_AUCTION_CONTRACT } from '@/lib/drops/auction/contract';
import { publicConfig } from '@/lib/config/public';
import { readFloatingAuction } from '@/lib/drops/auction/chain';
import { toBidPage } from '@/lib/drops/auction/bids';
import { serializeItem } from '@/lib/drops/auction/item';
import { auctionWindow, hasBids } from '@/lib/drops/auction/rules';
import { formatEther } from 'viem';

type Props = { params: Promise<{ dropId: string; key: string }> };

// Rendered per request: the live auction's figures are the chain's of the moment (a cached page
// would show a stale highest bid to a link preview). The ended auction's platform reads stay cached
// in Next's data cache (60 s, by tag), so its page costs a render, not a platform call.
// (`connection()`, not `dynamic = 'force-dynamic'`, which would stop caching those reads too.)

/** Every bid of the ended auction fits one read (17 of them; a page would cut the history). */
const HISTORY_PAGE_SIZE = 50;

type Auction = { kind: 'ended' | 'live'; item: ProductDetail; dropTitle: string };

/** One chain read per request, shared by the metadata and the page. */
const readLive = cache(readFloatingAuction);

/**
 * The drop's auctioned item by its key: Desiccation's Aquarium (ended) or the Eve of Revolution's
 * Floating (live, issue 13). Any other drop or item is a 404.
 */
async function loadAuction({ dropId, key }: { dropId: string; key: string }): Promise<Auction> {
  // The auctioned item is recognised by its key (AUCTIONED_ITEMS), never by its title.
  if (!isAuctionedItem(dropId, key)) notFound();
  const item = await orNotFound(getProduct(key));
  const drop = item.dropKey ? await orNull(getDrop(item.dropKey)) : null;
  if (drop?.navKey !== dropId) notFound();
  return { kind: dropId === DESICCATION.navKey ? 'ended' : 'live', item, dropTitle: drop.title };
}

export async function generateMetadata({ params }: Props) {
  const p = await params;
  const { kind, item, dropTitle } = await loadAuction(p);
  const path = `/drops/${p.dropId}/auction/${item.key}`;
  const by = item.artistInfo?.name;
  if (kind === 'live') {
    const { item: chain } = await readLive();
    const known = chain && chain !== 'error' ? chain : null;
    const ended = known !== null && auctionWindow(known, new Date()) === 'finished';
    const figures = known
      ? hasBids(known)
        ? `${ended ? 'won at' : 'highest bid'} ${formatEther(known.highestBid)} ETH`
        : `reserve ${formatEther(known.reservePrice)} ETH`
      : 'live auction';
    return pageMetadata({
      title: ended && hasBids(known) ? `${item.title}: auction ended at ${formatEther(known.highestBid)} ETH` : `${item.title}: live auction`,
      description: describe(
        `${item.title}${by ? ` by ${by}` : ''}, a 1 of 1 from ${dropTitle}, at auction: ${figures}. Bids in steps of ${formatEther(FLOATING_AUCTION.minimalBidGap)} ETH from holders of a member or artist token.`,
      ),
      path,
    });
  }
  const { winning, bids } = DESICCATION.endedAuction;
  return pageMetadata({
    title: `${item.title}: auction ended at ${winning} ETH`,
    description: describe(`${item.title} by ${by ?? 'Shintaro Kago'}, a 1 of 1 from Desiccation, sold at auction for ${winning} ETH after ${bids} bids.`),
    path,
  });
}

export default async function AuctionPage({ params }: Props) {
  await connection();
  const auction = await loadAuction(await params);
  return auction.kind === 'live' ? (
    <LiveAuction item={auction.item} dropTitle={auction.dropTitle} />
  ) : (
    <EndedAuction item={auction.item} dropTitle={auction.dropTitle} />
  );
}

/**
 * The live Floating auction (drop-pages §2, §4): rendered per request from the chain (the item, at
 * a block) and the platform (the first page of bids, fresh), so a shared link and a search engine
 * see the figures of the moment; the page's feed reads on from the next block.
 */
async function LiveAuction({ item, dropTitle }: { item: ProductDetail; dropTitle: string }) {
  const renderedAt = new Date();
  const contract = FLOATING_AUCTION_CONTRACT.address;
  const [snapshot, history] = await Promise.all([
    readLive(),
    contract
      ? listAuctionBids({ contract, tokenId: FLOATING_AUCTION.tokenId, salt: FLOATING_AUCTION.salt }, { fresh: true }).then(toBidPage, (err) => {
          console.error('[platform] auction bids failed', (err as Error).message);
          return null;
        })
      : null,
  ]);
  const chain = snapshot.item;
  const ended = chain && chain !== 'error' && auctionWindow(chain, renderedAt) === 'finished';
  return (
    <AuctionHero item={item} navKey={FLOATING_AUCTION.navKey} dropTitle={dropTitle} kicker={ended ? 'Auction Ended' : 'Live auction'}>
      {item.description && <p>{item.description}</p>}
      <AuctionRoom
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

/** An auction page's top: the piece, the way back to its drop, the state, title and artist; then its own parts. */
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
          <Link href={dropHref({ key: item.dropKey ?? navKey, navKey })} className={page.backLink}>
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

/** The ended Aquarium auction (drop-pages §2, §9): reserve, winning price, bid count and the bid history. */
async function EndedAuction({ item, dropTitle }: { item: ProductDetail; dropTitle: string }) {
  const { reserve, winning, bids: bidCount, tokenId, salt } = DESICCATION.endedAuction;
  const contract = item.contractAddress ?? DESICCATION.address;
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
    <AuctionHero item={item} navKey={DESICCATION.navKey} dropTitle={dropTitle} kicker="Auction Ended" after={table}>
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
