import { parseEther } from 'viem';
import {
  auctionButton,
  auctionEligible,
  auctionCountdown,
  auctionWindow,
  bidTooLow,
  canAfford,
  defaultBid,
  leadingBid,
  minimumBid,
  parseBid,
  roundUpTo8Decimals,
  type AuctionButtonInput,
  type AuctionItem,
} from './rules';

const ZERO = '0x0000000000000000000000000000000000000000';
const ME = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const OTHER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const START = new Date('2022-06-23T18:00:00-04:00');
const sec = (d: Date) => BigInt(d.getTime() / 1000);

const item: AuctionItem = {
  itemType: 1,
  highestBidder: ZERO,
  highestBid: 0n,
  windowTime: 600n,
  minimalBidGap: parseEther('0.1'),
  reservePrice: parseEther('1'),
  startAt: sec(START),
  endAt: sec(START) + 86_400n,
};
const bid = { ...item, highestBidder: OTHER as `0x${string}`, highestBid: parseEther('1.5') };

describe('auctionWindow', () => {
  it('is notStarted before startAt, active from it, finished from endAt', () => {
    expect(auctionWindow(item, new Date(START.getTime() - 1000))).toBe('notStarted');
    expect(auctionWindow(item, START)).toBe('active');
    expect(auctionWindow(item, new Date(START.getTime() + 86_399_000))).toBe('active');
    expect(auctionWindow(item, new Date(START.getTime() + 86_400_000))).toBe('finished');
  });
});

describe('leadingBid', () => {
  it('is the highest bid once someone bid, the reserve before', () => {
    const reserve = parseEther('1');
    expect(leadingBid({ highestBid: 0n, highestBidder: ZERO, reservePrice: reserve })).toEqual({ label: 'reserve', wei: reserve });
    expect(leadingBid({ highestBid: parseEther('1.2'), highestBidder: OTHER, reservePrice: reserve })).toEqual({ label: 'highest', wei: parseEther('1.2') });
  });
});

describe('auctionCountdown', () => {
  it('counts down to the start, then to the end, and to nothing once finished', () => {
    const end = new Date(START.getTime() + 86_400_000);
    expect(auctionCountdown(item, new Date(START.getTime() - 1000))).toEqual({ label: 'Starts in', target: START });
    expect(auctionCountdown(item, START)).toEqual({ label: 'Ends in', target: end });
    expect(auctionCountdown(item, end)).toBeNull();
  });
});

describe('bid rules', () => {
  it('sets the minimum at the reserve plus the gap before any bid, the highest plus the gap after', () => {
    expect(minimumBid(item)).toBe(parseEther('1.1'));
    expect(minimumBid(bid)).toBe(parseEther('1.6'));
  });

  it('defaults to reserve + 0.1 or highest + 0.1, rounded up to 8 decimals', () => {
    expect(defaultBid(item)).toBe(parseEther('1.1'));
    expect(defaultBid(bid)).toBe(parseEther('1.6'));
    expect(defaultBid({ ...bid, highestBid: parseEther('1.123456789') })).toBe(parseEther('1.22345679'));
    expect(roundUpTo8Decimals(parseEther('0.100000001'))).toBe(parseEther('0.10000001'));
    expect(roundUpTo8Decimals(parseEther('0.1'))).toBe(parseEther('0.1'));
  });

  it('calls a bid below the minimum, or no amount, too low; the minimum itself is fine', () => {
    expect(bidTooLow(parseEther('1.59999999'), bid)).toBe(true);
    expect(bidTooLow(parseEther('1.6'), bid)).toBe(false);
    expect(bidTooLow(null, bid)).toBe(true);
  });

  it('reads typed amounts, refusing what is not one', () => {
    expect(parseBid(' 1.6 ')).toBe(parseEther('1.6'));
    expect(parseBid('.5')).toBe(parseEther('0.5'));
    expect(parseBid('0')).toBeNull();
    expect(parseBid('1e3')).toBeNull();
    expect(parseBid('-1')).toBeNull();
    expect(parseBid('1.0000000000000000001')).toBeNull();
  });

  it('needs a balance above the highest bid plus the gap', () => {
    expect(canAfford(parseEther('1.6'), bid)).toBe(false);
    expect(canAfford(parseEther('1.6') + 1n, bid)).toBe(true);
  });

  it('counts the artist token and the member token together', () => {
    expect(auctionEligible(0n, 0n)).toBe(false);
    expect(auctionEligible(1n, 0n)).toBe(true);
    expect(auctionEligible(0n, 1n)).toBe(true);
  });
});

describe('auctionButton', () => {
  const active = new Date(START.getTime() + 3_600_000);
  const ready: AuctionButtonInput = {
    connected: true,
    onConfiguredChain: true,
    chainLabel: 'Mainnet',
    item: bid,
    opensAt: START,
    startLabel: 'Thursday 23rd June 6pm EST',
    now: active,
    loading: false,
    eligible: true,
    balance: parseEther('5'),
    bidOk: true,
    placing: false,
    wallet: ME,
    signedIn: true,
    emailVerified: true,
  };

  it('shows the start time before the start, whoever looks; Auction Not Started / Not Found without an item', () => {
    expect(auctionButton({ ...ready, connected: false, now: new Date(START.getTime() - 1000) })).toMatchObject({
      label: 'Thursday 23rd June 6pm EST',
      disabled: true,
    });
    expect(auctionButton({ ...ready, item: null, now: new Date(START.getTime() - 1000) }).label).toBe('Auction Not Started');
    expect(auctionButton({ ...ready, item: null })).toMatchObject({ label: 'Auction Item Not Found', disabled: true });
    expect(auctionButton({ ...ready, item: { ...item, startAt: 0n, endAt: 0n } }).label).toBe('Auction Item Not Found');
  });

  it('asks for the configured chain while active; errors say to refresh', () => {
    expect(auctionButton({ ...ready, connected: false })).toEqual({ kind: 'wrong-network', label: 'Please Connect to Mainnet', disabled: false });
    expect(auctionButton({ ...ready, onConfiguredChain: false }).label).toBe('Please Connect to Mainnet');
    expect(auctionButton({ ...ready, item: 'error' }).label).toBe('Error, please refresh');
  });

  it('goes Loading... → Not Eligible / Insufficient ETH / Place Bid → Placing Bid...', () => {
    expect(auctionButton({ ...ready, loading: true }).label).toBe('Loading...');
    expect(auctionButton({ ...ready, eligible: false }).label).toBe('Not Eligible');
    expect(auctionButton({ ...ready, balance: parseEther('1.6') }).label).toBe('Insufficient ETH');
    expect(auctionButton(ready)).toEqual({ kind: 'place', label: 'Place Bid', disabled: false, notice: null });
    expect(auctionButton({ ...ready, bidOk: false })).toEqual({ kind: 'place', label: 'Place Bid', disabled: true, notice: null });
    expect(auctionButton({ ...ready, placing: true }).label).toBe('Placing Bid...');
  });

  it('needs a signed-in member with a verified e-mail to bid (drop-pages §1), Loading... while the account loads', () => {
    expect(auctionButton({ ...ready, signedIn: false })).toEqual({ kind: 'place', label: 'Place Bid', disabled: true, notice: 'sign-in' });
    expect(auctionButton({ ...ready, emailVerified: false })).toEqual({ kind: 'place', label: 'Place Bid', disabled: true, notice: 'verify-email' });
    expect(auctionButton({ ...ready, emailVerified: null }).label).toBe('Loading...');
  });

  it('after the end: Congratulations! for the highest bidder, Auction Ended for everyone else', () => {
    const ended = new Date(Number(bid.endAt) * 1000);
    expect(auctionButton({ ...ready, now: ended, wallet: OTHER })).toMatchObject({ label: 'Congratulations!' });
    expect(auctionButton({ ...ready, now: ended })).toMatchObject({ label: 'Auction Ended' });
    expect(auctionButton({ ...ready, now: ended, connected: false, wallet: undefined }).label).toBe('Auction Ended');
    expect(auctionButton({ ...ready, now: ended, item: item }).label).toBe('Auction Ended');
  });
});
