import { ethToWei } from '@/lib/format/wei';
import type { BidRecord } from '@/lib/drops/types';
import { bidKey, type BidPage, type BidRow } from './bids';

// The platform's bid pages, read on the server (the page and /api/auctions/bids); kept out of the room's first load.

export function rowFromRecord(r: Pick<BidRecord, 'bidder' | 'amount'>): BidRow {
  const amount = ethToWei(r.amount);
  if (amount === null) throw new Error(`not an ETH amount: ${r.amount}`);
  return { key: bidKey(r.bidder, amount), bidder: r.bidder as `0x${string}`, amount };
}

export function toBidPage(p: { currentPage: number; hasNextPage: boolean; totalCount: number; items: Array<Pick<BidRecord, 'bidder' | 'amount'>> }): BidPage {
  return {
    page: p.currentPage,
    hasNext: p.hasNextPage,
    total: p.totalCount,
    rows: p.items.map(rowFromRecord).map((r) => ({ bidder: r.bidder, amount: String(r.amount) })),
  };
}
