import { parseEther } from 'viem';
import type { BidRecord } from '@/lib/drops/types';
import type { AuctionItem } from './rules';

/**
 * The bid history as the page keeps it (drop-pages §3, §7): the platform's pages (its indexed
 * history) and the BidPlaced events the page hears itself, merged into one table where each bid
 * shows once. A bid is known by its bidder and amount, which both sources carry: the contract
 * takes only a bid above the highest, so no two bids share an amount, and a higher bid is a later one
 * (the platform's block_number is not in the spec's bid fields, so nothing depends on it).
 */
export type BidRow = { key: string; bidder: `0x${string}`; amount: bigint };

/** A BidPlaced event of the auction contract, as the page's feed reads it. */
export type BidEvent = {
  bidder: `0x${string}`;
  amount: bigint;
  previousBidder: `0x${string}`;
  previousAmount: bigint;
  endAt: bigint;
  blockNumber: bigint;
};

export function bidKey(bidder: string, amount: bigint): string {
  return `${bidder.toLowerCase()}:${amount}`;
}

export function rowFromRecord(r: Pick<BidRecord, 'bidder' | 'amount'>): BidRow {
  const amount = parseEther(r.amount);
  return { key: bidKey(r.bidder, amount), bidder: r.bidder as `0x${string}`, amount };
}

export function rowFromEvent(e: BidEvent): BidRow {
  return { key: bidKey(e.bidder, e.amount), bidder: e.bidder, amount: e.amount };
}

/** The table: every bid once, newest first (a later bid is always higher). */
export function mergeBids(...sources: BidRow[][]): BidRow[] {
  const byKey = new Map<string, BidRow>();
  for (const row of sources.flat()) if (!byKey.has(row.key)) byKey.set(row.key, row);
  return [...byKey.values()].sort((a, b) => cmp(b.amount, a.amount));
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How many bids there are: the platform's count when it answered its first page, plus the bids
 * heard since that are higher (so newer) than the highest it had. Unknown (null) until the platform answers.
 */
export function bidCount(history: { total: number; highest: bigint | null } | null, live: BidRow[]): number | null {
  if (!history) return null;
  const newer = new Set(live.filter((b) => history.highest === null || b.amount > history.highest).map((b) => b.key));
  return history.total + newer.size;
}

/**
 * The item after a bid was heard: its bidder and amount are the highest, and the end is the one
 * the contract set (moved when the bid came in the last `windowTime`). An event older than what
 * the page already has (a re-read of the item got there first) changes nothing.
 */
export function itemAfterBid(item: AuctionItem, e: BidEvent): AuctionItem {
  if (e.amount <= item.highestBid) return item;
  return { ...item, highestBidder: e.bidder, highestBid: e.amount, endAt: e.endAt > item.endAt ? e.endAt : item.endAt };
}

/** The bid among `events` that took the wallet's place as the highest bidder, if any ("Sorry you've been outbid"). */
export function outbidBy(wallet: string | undefined, events: BidEvent[]): BidEvent | null {
  if (!wallet) return null;
  const me = wallet.toLowerCase();
  // Outbid and back on top within the same batch: nothing to tell.
  if (events.at(-1)?.bidder.toLowerCase() === me) return null;
  return events.find((e) => e.previousBidder.toLowerCase() === me && e.bidder.toLowerCase() !== me) ?? null;
}

/** A page of the platform's history as the server hands it to the page (amounts in wei, as decimal strings). */
export type BidPage = { page: number; hasNext: boolean; total: number; rows: Array<{ bidder: `0x${string}`; amount: string }> };

export function toBidPage(p: { currentPage: number; hasNextPage: boolean; totalCount: number; items: Array<Pick<BidRecord, 'bidder' | 'amount'>> }): BidPage {
  return {
    page: p.currentPage,
    hasNext: p.hasNextPage,
    total: p.totalCount,
    rows: p.items.map(rowFromRecord).map((r) => ({ bidder: r.bidder, amount: String(r.amount) })),
  };
}

export function rowsOf(page: BidPage): BidRow[] {
  return page.rows.map((r) => {
    const amount = BigInt(r.amount);
    return { key: bidKey(r.bidder, amount), bidder: r.bidder, amount };
  });
}

/** The next page loads when the row this many from the end of the table comes into view (drop-pages §9). */
export const BID_SCROLL_THRESHOLD = 4;
