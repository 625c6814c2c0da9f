'use client';

import { useCallback, useEffect, useReducer, useState } from 'react';
import { useLiveConnected, useLiveFigures } from '@/components/live/use-live';
import { useChainNow } from '@/components/ui/use-now';
import { bidCount, mergeBids, rowFromEvent, rowsOf, type BidPage } from '@/lib/drops/auction/bids';
import { fromLiveAuction, roomAfterPush } from '@/lib/drops/auction/live';
import type { AuctionRef } from '@/lib/drops/auction/ref';
import { AUCTION_COUNTDOWN_STATES as STATE, AUCTION_MESSAGES as M } from '@/lib/drops/auction/messages';
import {
  auctionCountdown,
  auctionExists,
  auctionWindow,
  bidTooLow,
  defaultBid,
  hasBids,
  minimumBid,
  parseBid,
  type AuctionItem,
} from '@/lib/drops/auction/rules';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import { CountdownNote } from '@/components/ui/countdown-note';
import forms from '@/components/forms/forms.module.css';
import { BidPanel } from './bid-panel';
import { BidTable } from './bid-table';
import { useBidPages } from './use-bid-pages';
import styles from './auction.module.css';
import { weiToEth } from '@/lib/format/wei';

type Props = {
  auction: AuctionRef;
  item: AuctionItem | null | 'error';
  /** null when the platform did not answer. */
  history: BidPage | null;
  /** The server read's block + 1; null when unknown. */
  fromBlock: bigint | null;
  renderedAt: string;
  /** Shown when the chain could not be read. */
  fallback: { reservePrice: bigint; minimalBidGap: bigint };
  chainLabel: string;
};

const eth = (wei: bigint) => `${weiToEth(wei)} ETH`;

/** The live auction (drop-pages §2, §4, §5). */
export function AuctionRoom({ auction, item: initialItem, history, fromBlock, renderedAt, fallback, chainLabel }: Props) {
  const [{ item, heard }, take] = useReducer(roomAfterPush, { item: initialItem, seen: null, heard: [] });
  const now = useChainNow(new Date(renderedAt));
  const pages = useBidPages(auction.navKey, history);
  const known = auctionExists(item === 'error' ? null : item) ? (item as AuctionItem) : null;

  // The server's one chain watch pushes the item and the latest bids (app/api/live): this page asks the chain for nothing.
  const raw = useLiveFigures(auction.address ? `auction:${auction.navKey}` : null);
  const connected = useLiveConnected();
  useEffect(() => {
    const next = fromLiveAuction(raw);
    if (next && !next.offline) take({ ...next, fromBlock });
  }, [raw, fromBlock]);
  const offline = !connected || raw?.offline === true;

  // Kept as typed; checked against the minimum as it rises.
  const [typed, setTyped] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const text = typed ?? (known ? weiToEth(defaultBid(known)) : '');
  const bid = parseBid(text);
  const tooLow = known ? bidTooLow(bid, known) : false;
  const showTooLow = tooLow && (typed !== null || tried);

  const live = heard.map(rowFromEvent);
  const rows = mergeBids(live, ...pages.pages.map(rowsOf));
  const count = bidCount(pages.pages[0] ?? null, live);
  const phase = known ? auctionWindow(known, now) : null;
  const highestLabel = phase === 'finished' ? 'Winning bid' : 'Highest bid';
  const to = known && auctionCountdown(known, now);
  const timer = to ? { label: to.label, left: countdown(to.target, now) } : null;
  const highest = known ? (hasBids(known) ? eth(known.highestBid) : 'No bids yet') : rows[0] ? eth(rows[0].amount) : '—';

  const onPlaced = useCallback(() => {
    setTyped(null);
    setTried(false);
  }, []);

  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Reserve price</dt>
          <dd>{eth(known?.reservePrice ?? fallback.reservePrice)}</dd>
        </div>
        <div>
          <dt>Minimum bid gap</dt>
          <dd>{eth(known?.minimalBidGap ?? fallback.minimalBidGap)}</dd>
        </div>
        <div>
          <dt>{highestLabel}</dt>
          <dd data-testid="highest-bid">{highest}</dd>
        </div>
        <div>
          <dt>Bids</dt>
          <dd data-testid="bid-count">{count ?? '—'}</dd>
        </div>
      </dl>

      <div className={styles.panel}>
        {phase && <CountdownNote text={countdownNote(timer?.left ?? null, timer?.label ?? '', STATE[phase])} />}
        {timer && (
          <p className={styles.countdown} role="timer" aria-label={timer.label}>
            {timer.label} <span suppressHydrationWarning>{formatCountdown(timer.left)}</span>
          </p>
        )}
        {known && phase === 'finished' && <p className={styles.countdown}>Auction Ended</p>}
        {known && phase === 'active' && (
          <form
            className={styles.bidForm}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
            }}
          >
            <label htmlFor="bid-amount" className={forms.label}>
              Your bid (ETH)
            </label>
            <input
              id="bid-amount"
              className={forms.input}
              type="number"
              inputMode="decimal"
              step="any"
              min={weiToEth(minimumBid(known))}
              value={text}
              aria-invalid={showTooLow || undefined}
              aria-describedby={showTooLow ? 'bid-error' : 'bid-minimum'}
              onChange={(e) => setTyped(e.target.value)}
            />
            <p id="bid-minimum" className={styles.hint}>
              {`Minimum ${eth(minimumBid(known))}`}
            </p>
            <p id="bid-error" className={styles.error} role="alert">
              {showTooLow ? M.tooLow : ''}
            </p>
          </form>
        )}
        <BidPanel auction={auction} chainLabel={chainLabel} item={item} now={now} bid={bid} bidOk={!tooLow && bid !== null} heard={heard} onPlaced={onPlaced} />
        {offline && (
          <p className={styles.offline} role="status">
            {M.offline}
          </p>
        )}
      </div>

      <section aria-labelledby="bid-table-title" className={styles.table}>
        <h2 id="bid-table-title">Bids</h2>
        <BidTable rows={rows} hasNext={pages.hasNext} loading={pages.loading} failed={pages.failed} onMore={pages.more} onRetry={pages.retry} />
      </section>
    </>
  );
}
