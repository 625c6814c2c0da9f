// A bid is keyed by bidder and amount, which both sources carry: the contract only takes a higher bid, so amounts are unique and ordered.
export type BidRow = { key: string; bidder: `0x${string}`; amount: bigint };

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

export function rowFromEvent(e: BidEvent): BidRow {
  return { key: bidKey(e.bidder, e.amount), bidder: e.bidder, amount: e.amount };
}

/** Newest first: a later bid is always higher. */
export function mergeBids(...sources: BidRow[][]): BidRow[] {
  const byKey = new Map<string, BidRow>();
  for (const row of sources.flat()) if (!byKey.has(row.key)) byKey.set(row.key, row);
  return [...byKey.values()].sort((a, b) => cmp(b.amount, a.amount));
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** The platform's count (on its first page of bids) plus bids heard since that beat its highest; null until the platform answers. */
export function bidCount(first: BidPage | null, live: BidRow[]): number | null {
  if (!first) return null;
  const highest = rowsOf(first).reduce<bigint | null>((max, r) => (max === null || r.amount > max ? r.amount : max), null);
  const newer = new Set(live.filter((b) => highest === null || b.amount > highest).map((b) => b.key));
  return first.total + newer.size;
}

/** Amounts in wei, as decimal strings. */
export type BidPage = { page: number; hasNext: boolean; total: number; rows: Array<{ bidder: `0x${string}`; amount: string }> };

export function rowsOf(page: BidPage): BidRow[] {
  return page.rows.map((r) => {
    const amount = BigInt(r.amount);
    return { key: bidKey(r.bidder, amount), bidder: r.bidder, amount };
  });
}

// drop-pages §9
export const BID_SCROLL_THRESHOLD = 4;
