import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ServerImage } from '@/components/ui/server-image';
import { orNotFound, orNull } from '@/app/_lib/not-found';
import { describe, pageMetadata } from '@/app/_lib/metadata';
import { DESICCATION } from '@/lib/drops/desiccation/config';
import { dropHref } from '@/lib/drops/links';
import type { ProductDetail } from '@/lib/drops/types';
import { formatDateTime } from '@/lib/format/date';
import { shortenAddress } from '@/lib/format/address';
import { getDrop, getProduct } from '@/lib/platform/content';
import { listAuctionBids } from '@/lib/platform/drops';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import styles from '@/components/drops/desiccation/desiccation.module.css';

type Props = { params: Promise<{ dropId: string; key: string }> };

// Rendered on first request, then served from Next's cache and refreshed at most 60 s after a change.
export const revalidate = 60;
export const generateStaticParams = async () => [];

/** Every bid of the ended auction fits one read (17 of them; a page would cut the history). */
const HISTORY_PAGE_SIZE = 50;

/**
 * The drop's auctioned item by its key. Only the Desiccation drop's ended auction lives here so far
 * (the live Floating auction is issue 13); any other drop or item is a 404.
 */
async function loadAuctionItem({ dropId, key }: { dropId: string; key: string }): Promise<ProductDetail> {
  if (dropId !== DESICCATION.navKey) notFound();
  const item = await orNotFound(getProduct(key));
  const drop = item.dropKey ? await orNull(getDrop(item.dropKey)) : null;
  if (drop?.navKey !== DESICCATION.navKey || item.title !== DESICCATION.auctionTitle) notFound();
  return item;
}

export async function generateMetadata({ params }: Props) {
  const item = await loadAuctionItem(await params);
  const { winning, bids } = DESICCATION.endedAuction;
  return pageMetadata({
    title: `${item.title}: auction ended at ${winning} ETH`,
    description: describe(`${item.title} by ${item.artistInfo?.name ?? 'Shintaro Kago'}, a 1 of 1 from Desiccation, sold at auction for ${winning} ETH after ${bids} bids.`),
    path: `/drops/${DESICCATION.navKey}/auction/${item.key}`,
  });
}

/** The ended Aquarium auction (drop-pages §2, §9): reserve, winning price, bid count and the bid history. */
export default async function EndedAuctionPage({ params }: Props) {
  const item = await loadAuctionItem(await params);
  const { reserve, winning, bids: bidCount, tokenId, salt } = DESICCATION.endedAuction;
  const contract = item.contractAddress ?? DESICCATION.address;
  const history = contract ? await listAuctionBids({ contract, tokenId, salt }, { pageSize: HISTORY_PAGE_SIZE }).catch(() => null) : null;
  const cover = item.cover.lg ?? item.picture;
  return (
    <div className={page.page}>
      <article className={hero.even}>
        <div className={hero.square}>{cover && <ServerImage src={cover} alt={item.title} fill priority sizes="(max-width: 768px) 100vw, 50vw" />}</div>
        <div className={hero.text}>
          <Link href={dropHref({ key: item.dropKey ?? DESICCATION.navKey, navKey: DESICCATION.navKey })} className={page.backLink}>
            Back to Desiccation
          </Link>
          <p className={hero.kicker}>Auction Ended</p>
          <h1 className={hero.title}>{item.title}</h1>
          {item.artistInfo && <p className={page.muted}>by {item.artistInfo.name}</p>}
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
        </div>
      </article>

      <section aria-labelledby="bid-history">
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
                <tr key={bid.blockNumber}>
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
    </div>
  );
}
