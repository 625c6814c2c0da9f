import { parseEther } from 'viem';
import type { BidEvent } from './bids';
import { fromLiveAuction, LIVE_BIDS_KEPT, roomAfterPush, takePush, toLiveAuction } from './live';
import { itemFromTuple } from './item';
import type { AuctionItem } from './rules';

const A = '0x00000000000000000000000000000000000000aA' as const;
const B = '0x00000000000000000000000000000000000000bB' as const;
const ZERO = '0x0000000000000000000000000000000000000000' as const;

// As the contract answers `auctionItems(id)`: no bid yet, a 0.1 ETH reserve and gap.
const item = itemFromTuple([1, ZERO, 0n, 600n, parseEther('0.1'), parseEther('0.1'), 1000n, 2000n]);
const bid = (bidder: `0x${string}`, eth: string, block: bigint, previousBidder: `0x${string}` = ZERO): BidEvent => ({
  bidder,
  amount: parseEther(eth),
  previousBidder,
  previousAmount: 0n,
  endAt: 2000n,
  blockNumber: block,
});
const after = (...bids: BidEvent[]): AuctionItem => ({ ...item, highestBidder: bids.at(-1)!.bidder, highestBid: bids.at(-1)!.amount });

describe('an auction on the live stream', () => {
  it('goes through JSON and back whole, keeping the latest bids', () => {
    const bids = Array.from({ length: LIVE_BIDS_KEPT + 3 }, (_, i) => bid(A, String(i + 1), BigInt(10 + i)));
    const wire = JSON.parse(JSON.stringify(toLiveAuction(after(...bids), bids)));
    const back = fromLiveAuction(wire);
    expect(back).toEqual({ offline: false, item: after(...bids), bids: bids.slice(-LIVE_BIDS_KEPT) });
  });

  it('reads the offline mark, and refuses anything malformed rather than show it', () => {
    expect(fromLiveAuction({ offline: true })).toEqual({ offline: true });
    const good = JSON.parse(JSON.stringify(toLiveAuction(item, [bid(A, '0.2', 5n)])));
    expect(fromLiveAuction(good)).not.toBeNull();
    expect(fromLiveAuction(null)).toBeNull();
    expect(fromLiveAuction({ ...good, item: { ...good.item, highestBid: '1e18' } })).toBeNull();
    expect(fromLiveAuction({ ...good, item: { ...good.item, highestBidder: '<script>' } })).toBeNull();
    expect(fromLiveAuction({ ...good, bids: [{ ...good.bids[0], amount: -1 }] })).toBeNull();
    expect(fromLiveAuction({ ...good, bids: 'all' })).toBeNull();
  });
});

describe('what a page makes of a push', () => {
  it('hears the bids from its render on, each once; older ones are the platform’s history', () => {
    const old = bid(A, '0.2', 40n);
    const b = bid(B, '0.3', 51n, A);
    const first = takePush(null, 50n, after(old), { item: after(old, b), bids: [old, b] });
    expect(first.heard).toEqual([b]);
    expect(first.item).toEqual(after(old, b));
    const c = bid(A, '0.4', 52n, B);
    const second = takePush(first.seen, 50n, first.item, { item: after(old, b, c), bids: [old, b, c] });
    expect(second.heard).toEqual([c]);
  });

  it('without the render’s block, the first push is the baseline', () => {
    const b = bid(B, '0.3', 51n);
    const first = takePush(null, null, 'error', { item: after(b), bids: [b] });
    expect(first).toMatchObject({ heard: [], item: after(b) });
    const c = bid(A, '0.4', 52n, B);
    expect(takePush(first.seen, null, first.item, { item: after(b, c), bids: [b, c] }).heard).toEqual([c]);
  });

  it('a push from before the render never takes back the bid the page shows; an unknown item reads as none', () => {
    const b = bid(B, '0.3', 51n);
    const shown = after(b);
    expect(takePush(null, 52n, shown, { item, bids: [] }).item).toBe(shown);
    expect(takePush(null, 52n, null, { item: { ...item, startAt: 0n, endAt: 0n }, bids: [] }).item).toBeNull();
  });
});

describe("an auction page's state across pushes", () => {
  it('adds each heard bid once, push after push, and keeps the higher item', () => {
    const first = bid(A, '0.2', 11n);
    const second = bid(B, '0.3', 12n, A);
    let room = roomAfterPush({ item, seen: null, heard: [] }, { item: after(first), bids: [first], fromBlock: 10n });
    room = roomAfterPush(room, { item: after(first, second), bids: [first, second], fromBlock: 10n });
    room = roomAfterPush(room, { item: after(first), bids: [first], fromBlock: 10n });
    expect(room.heard).toEqual([first, second]);
    expect(room.item).toEqual(after(first, second));
  });
});
