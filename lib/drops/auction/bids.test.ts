import { parseEther } from 'viem';
import { bidCount, bidKey, mergeBids, rowFromEvent, rowsOf, type BidEvent } from './bids';
import { rowFromRecord, toBidPage } from './bid-page';
import { bidConcerning, outbidBy } from './outbid';
import { shortenAddress } from '@/lib/format/address';

const A = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' as const;
const B = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as const;
const ZERO = '0x0000000000000000000000000000000000000000';

const event = (bidder: `0x${string}`, amount: string, block: number, previousBidder: `0x${string}` = ZERO, endAt = 1000n): BidEvent => ({
  bidder,
  amount: parseEther(amount),
  previousBidder,
  previousAmount: 0n,
  endAt,
  blockNumber: BigInt(block),
});

describe('the bid table', () => {
  it('knows a bid by bidder and amount whichever source it came from (the platform sends no block number)', () => {
    const fromPlatform = rowFromRecord({ bidder: A.toLowerCase(), amount: '0.2' });
    const fromChain = rowFromEvent(event(A, '0.2', 40));
    expect(fromPlatform.key).toBe(fromChain.key);
    expect(bidKey(A, parseEther('0.2'))).toBe(fromChain.key);
  });

  it('merges live bids and the platform pages: each bid once, newest first', () => {
    const history = rowsOf(
      toBidPage({
        currentPage: 1,
        hasNextPage: false,
        totalCount: 2,
        items: [
          { bidder: B, amount: '0.3' },
          { bidder: A, amount: '0.2' },
        ],
      }),
    );
    const live = [rowFromEvent(event(A, '0.4', 42)), rowFromEvent(event(B, '0.3', 41))];
    expect(mergeBids(live, history).map((r) => r.amount)).toEqual([parseEther('0.4'), parseEther('0.3'), parseEther('0.2')]);
    // A later page that overlaps the first after new bids shifted it adds nothing twice.
    expect(mergeBids(history, history)).toHaveLength(2);
  });

  it('shortens addresses to 12 + 12 characters (drop-pages §2)', () => {
    expect(shortenAddress(A, 12, 12)).toBe('0x23618e81E3...c0aBf5B21E8f');
  });
});

describe('bidCount', () => {
  it('is the platform’s count plus the bids heard since that are higher (newer) than its highest', () => {
    const live = [rowFromEvent(event(A, '0.4', 42)), rowFromEvent(event(B, '0.3', 41))];
    const first = {
      page: 1,
      hasNext: false,
      total: 2,
      rows: [
        { bidder: B, amount: parseEther('0.3').toString() },
        { bidder: A, amount: parseEther('0.2').toString() },
      ],
    };
    expect(bidCount(first, live)).toBe(3);
    expect(bidCount({ page: 1, hasNext: false, total: 0, rows: [] }, live)).toBe(2);
    expect(bidCount(null, live)).toBeNull();
  });
});

describe('bidConcerning', () => {
  it('is the latest bid by the wallet or one that outbid it, whatever the case; none for a bid between others', () => {
    const mine = event(A, '0.2', 40);
    const over = event(B, '0.3', 41, A);
    expect(bidConcerning(A, [mine, over])).toBe(over);
    expect(bidConcerning(A.toLowerCase(), [mine])).toBe(mine);
    expect(bidConcerning(A, [event(B, '0.5', 42, B)])).toBeNull();
    expect(bidConcerning(undefined, [mine])).toBeNull();
  });
});

describe('outbidBy', () => {
  it('tells the wallet whose place a bid took, unless it bid higher since', () => {
    expect(outbidBy(A, [event(A, '0.2', 40), event(B, '0.3', 41, A)])).toMatchObject({ bidder: B });
    expect(outbidBy(A.toLowerCase(), [event(B, '0.3', 41, A)])).not.toBeNull();
    expect(outbidBy(A, [event(B, '0.3', 41, A), event(A, '0.4', 42, B)])).toBeNull();
    expect(outbidBy(B, [event(A, '0.2', 40)])).toBeNull();
    expect(outbidBy(undefined, [event(B, '0.3', 41, A)])).toBeNull();
  });
});
