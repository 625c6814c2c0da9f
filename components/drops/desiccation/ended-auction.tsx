import 'server-only';
import type { AuctionPage } from '@/components/drops/drop-module';
import { AuctionHero } from '@/components/drops/auction/auction-hero';
import { DESICCATION } from '@/lib/drops/desiccation/config';
import { DESICCATION_MESSAGES } from '@/lib/drops/desiccation/messages';
import type { ProductDetail } from '@/lib/drops/types';
import { shortenAddress } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { readEndedAuctionBids } from '@/lib/drops/desiccation/load';
import styles from '@/components/drops/auction/auction.module.css';

const M = DESICCATION_MESSAGES.auction;

/** The ended Aquarium auction (drop-pages §2, §9): reserve, winning price, bid count and the bid history. */
async function EndedAuction({ item, dropTitle }: { item: ProductDetail; dropTitle: string }) {
  const { reserve, winning, bids: bidCount } = DESICCATION.endedAuction;
  const history = await readEndedAuctionBids(item.contractAddress ?? DESICCATION.address);
  const table = (
    <section aria-labelledby="bid-history" className={styles.table}>
      <h2 id="bid-history">{M.history}</h2>
      {history ? (
        <table className={styles.bids}>
          <thead>
            <tr>
              <th scope="col">{M.time}</th>
              <th scope="col">{M.address}</th>
              <th scope="col">{M.bid}</th>
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
        <p role="status">{M.historyFailed}</p>
      )}
    </section>
  );
  return (
    <AuctionHero item={item} navKey={DESICCATION.navKey} dropTitle={dropTitle} kicker={M.ended} after={table}>
      <dl className={styles.figures}>
        <div>
          <dt>{M.reserve}</dt>
          <dd>{`${reserve} ETH`}</dd>
        </div>
        <div>
          <dt>{M.winning}</dt>
          <dd>{`${winning} ETH`}</dd>
        </div>
        <div>
          <dt>{M.bids}</dt>
          <dd>{bidCount}</dd>
        </div>
      </dl>
      {item.description && <p>{item.description}</p>}
    </AuctionHero>
  );
}

/** Desiccation's Aquarium: its auction ended in 2022, its figures are the drop's record (DESICCATION.endedAuction). */
export const endedAuction: AuctionPage = {
  metadata: async ({ item }) => {
    const { winning, bids } = DESICCATION.endedAuction;
    return {
      title: `${item.title}: auction ended at ${winning} ETH`,
      description: `${item.title} by ${item.artistInfo?.name ?? 'Shintaro Kago'}, a 1 of 1 from Desiccation, sold at auction for ${winning} ETH after ${bids} bids.`,
    };
  },
  page: async ({ drop, item }) => <EndedAuction item={item} dropTitle={drop.title} />,
};
