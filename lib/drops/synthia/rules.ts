import { SYNTHIA } from './config';
import { SYNTHIA_MESSAGES as M } from './messages';
import { inactiveLabel, openMint, type MintKind, type SalePhases, type SaleTimes } from './phases';

/**
 * The key collection's rules (collections §4, §5), pure and given `now`: the sale phases (each
 * flag flips once and stays), the mint button, the checks before a whitelist, founders or public
 * mint in the spec's order, and the subscription's one-year cap.
 */

export type SynthiaButton =
  | { kind: 'login'; label: 'Login to Mint'; disabled: false }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'max-claimed'; label: 'Max Claimed'; disabled: false }
  | { kind: MintKind; label: string; disabled: boolean }
  | { kind: 'inactive'; label: string; disabled: true };

/**
 * The mint button (collections §4): login required, sold out, max claimed, then the open phase
 * (public over founders over whitelist), else inactive; disabled while minting, sold out or
 * inactive. Max Claimed stays pressable: the checks answer with the spec's text.
 */
export function synthiaButton(i: {
  loggedIn: boolean;
  minted: bigint;
  supply: bigint;
  claimed: number;
  phases: SalePhases;
  times: SaleTimes | null;
  minting: boolean;
}): SynthiaButton {
  if (!i.loggedIn) return { kind: 'login', label: 'Login to Mint', disabled: false };
  if (i.supply > 0n && i.minted >= i.supply) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (i.claimed >= SYNTHIA.maxPerWallet) return { kind: 'max-claimed', label: 'Max Claimed', disabled: false };
  const open = openMint(i.phases);
  if (!open) return { kind: 'inactive', label: inactiveLabel(i.times, i.phases), disabled: true };
  const label = i.minting ? 'Minting...' : { whitelist: 'Whitelist Mint', founders: 'Founders Mint', public: 'Public Mint' }[open];
  return { kind: open, label, disabled: i.minting };
}

export type WhitelistRecord = { maxAmount: number; signature?: string } | null;
/** A check's answer; `signIn` marks the refusal a sign-in lifts (the press then also opens it). */
type MintCheck = { ok: true } | { ok: false; message: string; signIn?: true };

/** A whitelist or founders mint (collections §5), checked in the spec's order. */
export function checkWhitelistMint(i: {
  whitelist: WhitelistRecord;
  claimed: number;
  amount: number;
  onMainnet: boolean;
  loggedIn: boolean;
  balance: bigint;
}): MintCheck {
  if (!i.whitelist || i.whitelist.maxAmount <= 0) return { ok: false, message: M.notWhitelisted };
  if (i.claimed >= i.whitelist.maxAmount) return { ok: false, message: M.maxAllocated };
  if (!i.onMainnet) return { ok: false, message: M.connectMainnet };
  if (!i.loggedIn) return { ok: false, message: M.loginToMint, signIn: true };
  if (i.claimed >= SYNTHIA.maxPerWallet) return { ok: false, message: M.maxClaimable };
  if (i.claimed + i.amount > i.whitelist.maxAmount) return { ok: false, message: M.exceedWhitelist };
  if (i.claimed + i.amount > SYNTHIA.maxPerWallet) return { ok: false, message: M.exceedPerWallet };
  if (i.balance < SYNTHIA.price * BigInt(i.amount)) return { ok: false, message: M.insufficient(i.amount) };
  return { ok: true };
}

/**
 * What the modal says while the wallet has minted its whole whitelist allocation and the public
 * sale is still to come (collections §8: "Max whitelist amount claimed, please wait for public sales").
 */
export function whitelistUsedUp(i: { open: MintKind | null; whitelist: WhitelistRecord | undefined; claimed: number }): string | null {
  if (i.open !== 'whitelist' && i.open !== 'founders') return null;
  return i.whitelist && i.whitelist.maxAmount > 0 && i.claimed >= i.whitelist.maxAmount ? M.maxWhitelistWait : null;
}

/** A public mint (collections §5): a wallet, login, the main network, under 2 per wallet, the price covered. */
export function checkPublicMint(i: { hasWallet: boolean; loggedIn: boolean; onMainnet: boolean; claimed: number; amount: number; balance: bigint }): MintCheck {
  if (!i.hasWallet) return { ok: false, message: M.installMetamask };
  if (!i.loggedIn) return { ok: false, message: M.loginBeforeMinting, signIn: true };
  if (!i.onMainnet) return { ok: false, message: M.switchMainnet };
  if (i.claimed >= SYNTHIA.maxPerWallet) return { ok: false, message: M.maxMintablePublic };
  if (i.claimed + i.amount > SYNTHIA.maxPerWallet) return { ok: false, message: M.exceedPerWallet };
  if (i.balance < SYNTHIA.price * BigInt(i.amount)) return { ok: false, message: M.insufficientPublic };
  return { ok: true };
}

/** What the wallet may hold in the open mint: 2 in public, else its whitelist allocation (2 until the record is read). */
export function mintAllowance(open: MintKind | null, whitelist: WhitelistRecord | undefined): number {
  if (open === 'public') return SYNTHIA.maxPerWallet;
  return whitelist?.maxAmount ?? SYNTHIA.maxPerWallet;
}

/** The amounts the modal offers: 1 or 2, never past the wallet's (or its allocation's) remaining. */
export function allowedAmounts(claimed: number, maxAmount: number = SYNTHIA.maxPerWallet): number[] {
  const left = Math.min(SYNTHIA.maxPerWallet, maxAmount) - claimed;
  return SYNTHIA.amounts.filter((n) => n <= left);
}

/** The ETH balance as the modal shows it: 4 decimals, rounded down. */
export function formatBalance(wei: bigint): string {
  const scale = 10n ** BigInt(18 - SYNTHIA.balanceDecimals);
  const units = wei / scale;
  const whole = units / 10n ** BigInt(SYNTHIA.balanceDecimals);
  const frac = (units % 10n ** BigInt(SYNTHIA.balanceDecimals)).toString().padStart(SYNTHIA.balanceDecimals, '0');
  return `${whole}.${frac}`;
}

export type Subscription = { start: Date; expiry: Date } | null;

/** `d` plus `months` calendar months in UTC, the day clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addUtcMonths(d: Date, months: number): Date {
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

/** The cap's date as the message writes it ("1 Jan 2027"), in UTC like every date of the subscription. */
const SUBSCRIPTION_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatSubscriptionDate = (d: Date) => SUBSCRIPTION_DATE.format(d);

/**
 * A subscription extension (collections §5): the new expiry runs from the later of now and the
 * current expiry; the total may not pass one year from the later of now and the current start.
 */
export function subscriptionExtension(
  now: Date,
  current: Subscription,
  months: number,
): { newExpiry: Date; cap: Date; allowed: boolean; message: string | null } {
  const from = current && current.expiry > now ? current.expiry : now;
  const newExpiry = addUtcMonths(from, months);
  const cap = addUtcMonths(current && current.start > now ? current.start : now, 12);
  const allowed = newExpiry.getTime() <= cap.getTime();
  return { newExpiry, cap, allowed, message: allowed ? null : M.capExceeded(formatSubscriptionDate(cap)) };
}

/** The message the wallet signs to subscribe (collections §7): synthia_{months}_months_{timestamp}. */
export const subscriptionMessage = (months: number, timestamp: number) => `synthia_${months}_months_${timestamp}`;
