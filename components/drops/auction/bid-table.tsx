'use client';

import { useEffect, useState } from 'react';
import { shortenAddress } from '@/lib/format/address';
import { BID_SCROLL_THRESHOLD, type BidRow } from '@/lib/drops/auction/bids';
import { AUCTION_MESSAGES as M } from '@/lib/drops/auction/messages';
import styles from './auction.module.css';
import { weiToEth } from '@/lib/format/wei';

type Props = {
  rows: BidRow[];
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
};

/** Bids (drop-pages §2) with infinite scroll (§9). */
export function BidTable({ rows, hasNext, loading, failed, onMore, onRetry }: Props) {
  const [trigger, setTrigger] = useState<HTMLTableRowElement | null>(null);
  const triggerIndex = Math.max(0, rows.length - BID_SCROLL_THRESHOLD);

  useEffect(() => {
    if (!trigger || !hasNext || loading || failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [trigger, hasNext, loading, failed, onMore]);

  return (
    <>
      <table className={styles.bids} aria-describedby="bid-table-status">
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Bid</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bid, i) => (
            <tr key={bid.key} ref={i === triggerIndex ? setTrigger : undefined}>
              <td className={styles.address} title={bid.bidder}>
                {shortenAddress(bid.bidder, 12, 12)}
              </td>
              <td>{`${weiToEth(bid.amount)} ETH`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="bid-table-status" className={styles.tableStatus} role="status">
        {rows.length === 0 && !loading && !failed ? 'No bids yet.' : loading ? 'Loading more bids…' : ''}
      </p>
      {failed && (
        <p className={styles.tableStatus}>
          {rows.length ? M.moreFailed : M.historyFailed}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
