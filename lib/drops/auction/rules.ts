import { ethToWei } from '@/lib/format/wei';
import { windowCountdown, windowPhase, type WindowPhase } from '@/lib/time/window';
import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';

/** The contract's `auctionItems(token, salt)` answer (drop-pages §3). */
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

// drop-pages §9
export const BID_INCREMENT = 10n ** 17n; // 0.1 ETH

/** An item the contract does not know reads as all zeros. */
export function auctionExists(item: AuctionItem | null): item is AuctionItem {
  return item !== null && item.startAt > 0n && item.endAt > 0n;
}

export type AuctionWindow = WindowPhase;

export const auctionWindow = (item: Pick<AuctionItem, 'startAt' | 'endAt'>, now: Date): AuctionWindow => windowPhase(item.startAt, item.endAt, now);

/** What the room counts down to: the start, then the end; nothing once finished. */
export const auctionCountdown = (item: Pick<AuctionItem, 'startAt' | 'endAt'>, now: Date) => windowCountdown(item.startAt, item.endAt, now);

/** What a card shows of an auction: its highest bid once bid on, its reserve before. */
export function leadingBid(item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice'>): { label: 'highest' | 'reserve'; wei: bigint } {
  return hasBids(item) ? { label: 'highest', wei: item.highestBid } : { label: 'reserve', wei: item.reservePrice };
}

/** The zero address is the contract's "nobody". */
export function hasBids(item: Pick<AuctionItem, 'highestBid' | 'highestBidder'>): boolean {
  return item.highestBid > 0n && !/^0x0{40}$/.test(item.highestBidder);
}

// drop-pages §5
export function minimumBid(item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice' | 'minimalBidGap'>): bigint {
  return (hasBids(item) ? item.highestBid : item.reservePrice) + item.minimalBidGap;
}

const STEP = 10n ** 10n; // one unit of the 8th decimal

/** Rounds up, so a rounded default is never below what it rounds. */
export function roundUpTo8Decimals(wei: bigint): bigint {
  return ((wei + STEP - 1n) / STEP) * STEP;
}

// drop-pages §9; never below the minimum.
export function defaultBid(item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice' | 'minimalBidGap'>): bigint {
  const base = (hasBids(item) ? item.highestBid : item.reservePrice) + BID_INCREMENT;
  const min = minimumBid(item);
  return roundUpTo8Decimals(base > min ? base : min);
}

/** null unless a positive ETH amount of at most 18 decimals. */
export function parseBid(text: string): bigint | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,18})?$/.test(t) && !/^\.\d{1,18}$/.test(t)) return null;
  const wei = ethToWei(t);
  return wei !== null && wei > 0n ? wei : null;
}

// drop-pages §5 "Bid is too low"
export function bidTooLow(bid: bigint | null, item: Pick<AuctionItem, 'highestBid' | 'highestBidder' | 'reservePrice' | 'minimalBidGap'>): boolean {
  return bid === null || bid < minimumBid(item);
}

// drop-pages §5
export function canAfford(balance: bigint, item: Pick<AuctionItem, 'highestBid' | 'minimalBidGap'>): boolean {
  return balance > item.highestBid + item.minimalBidGap;
}

// drop-pages §5
export function auctionEligible(artistTokens: bigint, memberTokens: bigint): boolean {
  return artistTokens + memberTokens > 0n;
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
  connected: boolean;
  onConfiguredChain: boolean;
  chainLabel: string;
  /** null: missing; 'error': the read failed. */
  item: AuctionItem | null | 'error';
  opensAt: Date;
  startLabel: string;
  now: Date;
  loading: boolean;
  eligible: boolean;
  balance: bigint;
  bidOk: boolean;
  placing: boolean;
  wallet: `0x${string}` | undefined;
};

/** drop-pages §4: window states first, for visitors too; Place Bid needs a member with a verified e-mail (§1). */
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
