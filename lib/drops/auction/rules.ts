import { parseEther } from 'viem';
import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';

/**
 * The live auction's rules (drop-pages §4, §5, §9) as pure functions: every input, `now` included,
 * comes in; the page and its tests use the same functions.
 */

/** The auction item as the contract's `auctionItems(token, salt)` answers it (drop-pages §3). */
export type AuctionItem = {
  itemType: number;
  highestBidder: `0x${string}`;
  highestBid: bigint;
  windowTime: bigint;
  minimalBidGap: bigint;
  reservePrice: bigint;
  startAt: bigint;
  endAt: bigint;
};

/** The bid increment the default bid adds (drop-pages §9: 0.1 ETH). */
export const BID_INCREMENT = parseEther('0.1');

/** An item the contract does not know reads as all zeros. */
export function auctionExists(item: AuctionItem | null): item is AuctionItem {
  return item !== null && item.startAt > 0n && item.endAt > 0n;
}

export type AuctionWindow = 'notStarted' | 'active' | 'finished';

/** The window at `now` (seconds, as the chain counts): before startAt, until endAt, from endAt on. */
export function auctionWindow(item: Pick<AuctionItem, 'startAt' | 'endAt'>, now: Date): AuctionWindow {
  const t = BigInt(Math.floor(now.getTime() / 1000));
  if (t < item.startAt) return 'notStarted';
  if (t < item.endAt) return 'active';
  return 'finished';
}

/** A bid stands when there is an amount and a bidder; the zero address is the contract's "nobody". */
export function hasBids(item: Pick<AuctionItem, 'highestBid' | 'highestBidder'>): boolean {
  return item.highestBid > 0n && !/^0x0{40}$/.test(item.highestBidder);
}

/** The lowest bid the contract takes: the highest bid (the reserve before any) plus the minimal gap (drop-pages §5). */
export function minimumBid(item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice' | 'minimalBidGap'>): bigint {
  return (hasBids(item) ? item.highestBid : item.reservePrice) + item.minimalBidGap;
}

const STEP = 10n ** 10n; // 1e18 / 1e8: one unit of the 8th decimal

/** Rounds up to 8 decimals, so a rounded default is never below what it rounds. */
export function roundUpTo8Decimals(wei: bigint): bigint {
  return ((wei + STEP - 1n) / STEP) * STEP;
}

/** The input's default (drop-pages §9): reserve + 0.1, or highest + 0.1 once bid, rounded to 8 decimals; never below the minimum. */
export function defaultBid(item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice' | 'minimalBidGap'>): bigint {
  const base = (hasBids(item) ? item.highestBid : item.reservePrice) + BID_INCREMENT;
  const min = minimumBid(item);
  return roundUpTo8Decimals(base > min ? base : min);
}

/** What a typed bid is: a wei amount, or null when it is not a positive ETH amount of at most 18 decimals. */
export function parseBid(text: string): bigint | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,18})?$/.test(t) && !/^\.\d{1,18}$/.test(t)) return null;
  const wei = parseEther(t.startsWith('.') ? `0${t}` : t);
  return wei > 0n ? wei : null;
}

/** "Bid is too low" (drop-pages §5): below the minimum, or not an amount at all. */
export function bidTooLow(bid: bigint | null, item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice' | 'minimalBidGap'>): boolean {
  return bid === null || bid < minimumBid(item);
}

/** Place Bid needs an ETH balance above the highest bid plus the minimal gap (drop-pages §5). */
export function canAfford(balance: bigint, item: Pick<AuctionItem, 'highestBid' | 'minimalBidGap'>): boolean {
  return balance > item.highestBid + item.minimalBidGap;
}

/** Floating auction eligibility (drop-pages §5): the artist token plus the member token, above 0. */
export function auctionEligible(artistTokens: bigint, memberTokens: bigint): boolean {
  return artistTokens + memberTokens > 0n;
}

/**
 * The end after a bid placed at `at` (seconds): a bid in the last `windowTime` moves the end to
 * `at + windowTime`, as the contract does; any other leaves it.
 */
export function endAfterBid(item: Pick<AuctionItem, 'endAt' | 'windowTime'>, at: bigint): bigint {
  return item.endAt - at < item.windowTime ? at + item.windowTime : item.endAt;
}

export type AuctionButton =
  | { kind: 'wrong-network'; label: string; disabled: false }
  | { kind: 'not-found'; label: 'Auction Item Not Found'; disabled: true }
  | { kind: 'not-created'; label: 'Auction Not Started'; disabled: true }
  | { kind: 'not-started'; label: string; disabled: true }
  | { kind: 'loading'; label: 'Loading...'; disabled: true }
  | { kind: 'not-eligible'; label: 'Not Eligible'; disabled: true }
  | { kind: 'insufficient'; label: 'Insufficient ETH'; disabled: true }
  | { kind: 'placing'; label: 'Placing Bid...'; disabled: true }
  | { kind: 'place'; label: 'Place Bid'; disabled: boolean; notice: AccountNotice }
  | { kind: 'won'; label: 'Congratulations!'; disabled: true }
  | { kind: 'ended'; label: 'Auction Ended'; disabled: true }
  | { kind: 'error'; label: 'Error, please refresh'; disabled: true };

export type AuctionButtonInput = Account & {
  /** A wallet is connected on the configured chain. */
  connected: boolean;
  onConfiguredChain: boolean;
  /** The configured chain's name: "Mainnet" in production. */
  chainLabel: string;
  /** The item's chain read failed or is missing (null), or answered. */
  item: AuctionItem | null | 'error';
  /** The announced start, and as the page writes it ("Thursday 23rd June 6pm EST"). */
  opensAt: Date;
  startLabel: string;
  now: Date;
  /** The wallet's balances are still loading. */
  loading: boolean;
  eligible: boolean;
  balance: bigint;
  /** The typed bid is at least the minimum. */
  bidOk: boolean;
  placing: boolean;
  wallet: `0x${string}` | undefined;
};

/**
 * The auction's one button (drop-pages §4). The window's states come first, whoever looks (a
 * visitor sees the start time or "Auction Ended" too); a bid needs a wallet on the configured chain.
 * An item the contract does not have yet is "Auction Not Started" before the announced start and
 * "Auction Item Not Found" after it. Bidding is for members with a verified e-mail (drop-pages §1):
 * Place Bid stays disabled with the account notice under it until the wallet has signed in as one.
 */
export function auctionButton(i: AuctionButtonInput): AuctionButton {
  if (i.item === 'error') return { kind: 'error', label: 'Error, please refresh', disabled: true };
  if (!auctionExists(i.item)) {
    return i.now < i.opensAt
      ? { kind: 'not-created', label: 'Auction Not Started', disabled: true }
      : { kind: 'not-found', label: 'Auction Item Not Found', disabled: true };
  }
  const window = auctionWindow(i.item, i.now);
  if (window === 'notStarted') return { kind: 'not-started', label: i.startLabel, disabled: true };
  if (window === 'finished') {
    const won = i.connected && hasBids(i.item) && i.item.highestBidder.toLowerCase() === i.wallet?.toLowerCase();
    return won ? { kind: 'won', label: 'Congratulations!', disabled: true } : { kind: 'ended', label: 'Auction Ended', disabled: true };
  }
  if (!i.connected || !i.onConfiguredChain) return { kind: 'wrong-network', label: `Please Connect to ${i.chainLabel}`, disabled: false };
  if (i.placing) return { kind: 'placing', label: 'Placing Bid...', disabled: true };
  if (i.loading || (i.signedIn && i.emailVerified === null)) return { kind: 'loading', label: 'Loading...', disabled: true };
  if (!i.eligible) return { kind: 'not-eligible', label: 'Not Eligible', disabled: true };
  if (!canAfford(i.balance, i.item)) return { kind: 'insufficient', label: 'Insufficient ETH', disabled: true };
  const notice = accountNotice(i);
  return { kind: 'place', label: 'Place Bid', disabled: notice !== null || !i.bidOk, notice };
}
