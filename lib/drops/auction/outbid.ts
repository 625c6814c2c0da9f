import type { BidEvent } from './bids';

// "Sorry you've been outbid"
export function outbidBy(wallet: string | undefined, events: BidEvent[]): BidEvent | null {
  if (!wallet) return null;
  const me = wallet.toLowerCase();
  // Outbid and back on top within the same batch: nothing to tell.
  if (events.at(-1)?.bidder.toLowerCase() === me) return null;
  return events.find((e) => e.previousBidder.toLowerCase() === me && e.bidder.toLowerCase() !== me) ?? null;
}

/** The latest bid that changes the wallet's own figures: its own, or one that outbid it (its refund); null for none. */
export function bidConcerning(wallet: string | undefined, events: BidEvent[]): BidEvent | null {
  const me = wallet?.toLowerCase();
  return (me && events.findLast((e) => e.bidder.toLowerCase() === me || e.previousBidder.toLowerCase() === me)) || null;
}
