import { SYNTHIA } from './config';
import { SYNTHIA_MESSAGES as M } from './messages';
import { inactiveLabel, openMint, type MintKind, type SalePhases, type SaleTimes } from './phases';

export type SynthiaButton =
  | { kind: 'login'; label: 'Login to Mint'; disabled: false }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'max-claimed'; label: 'Max Claimed'; disabled: false }
  | { kind: MintKind; label: string; disabled: boolean }
  | { kind: 'inactive'; label: string; disabled: true };

/** collections §4; Max Claimed stays pressable so the checks answer with the spec's text. */
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
/** `signIn`: the refusal a sign-in lifts. */
type MintCheck = { ok: true } | { ok: false; message: string; signIn?: true };

// collections §5, in the spec's order
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

// collections §8: whitelist allocation used up before the public sale.
export function whitelistUsedUp(i: { open: MintKind | null; whitelist: WhitelistRecord | undefined; claimed: number }): string | null {
  if (i.open !== 'whitelist' && i.open !== 'founders') return null;
  return i.whitelist && i.whitelist.maxAmount > 0 && i.claimed >= i.whitelist.maxAmount ? M.maxWhitelistWait : null;
}

// collections §5, in the spec's order
export function checkPublicMint(i: { hasWallet: boolean; loggedIn: boolean; onMainnet: boolean; claimed: number; amount: number; balance: bigint }): MintCheck {
  if (!i.hasWallet) return { ok: false, message: M.installMetamask };
  if (!i.loggedIn) return { ok: false, message: M.loginBeforeMinting, signIn: true };
  if (!i.onMainnet) return { ok: false, message: M.switchMainnet };
  if (i.claimed >= SYNTHIA.maxPerWallet) return { ok: false, message: M.maxMintablePublic };
  if (i.claimed + i.amount > SYNTHIA.maxPerWallet) return { ok: false, message: M.exceedPerWallet };
  if (i.balance < SYNTHIA.price * BigInt(i.amount)) return { ok: false, message: M.insufficientPublic };
  return { ok: true };
}

/** 2 in public, else the whitelist allocation (2 until the record is read). */
export function mintAllowance(open: MintKind | null, whitelist: WhitelistRecord | undefined): number {
  if (open === 'public') return SYNTHIA.maxPerWallet;
  return whitelist?.maxAmount ?? SYNTHIA.maxPerWallet;
}

export function allowedAmounts(claimed: number, maxAmount: number = SYNTHIA.maxPerWallet): number[] {
  const left = Math.min(SYNTHIA.maxPerWallet, maxAmount) - claimed;
  return SYNTHIA.amounts.filter((n) => n <= left);
}

// 4 decimals, rounded down
export function formatBalance(wei: bigint): string {
  const scale = 10n ** BigInt(18 - SYNTHIA.balanceDecimals);
  const units = wei / scale;
  const whole = units / 10n ** BigInt(SYNTHIA.balanceDecimals);
  const frac = (units % 10n ** BigInt(SYNTHIA.balanceDecimals)).toString().padStart(SYNTHIA.balanceDecimals, '0');
  return `${whole}.${frac}`;
}

export type Subscription = { start: Date; expiry: Date } | null;

/** UTC calendar months, the day clamped (31 Jan + 1 month = 28/29 Feb). */
export function addUtcMonths(d: Date, months: number): Date {
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

const SUBSCRIPTION_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatSubscriptionDate = (d: Date) => SUBSCRIPTION_DATE.format(d);

/** collections §5: capped at one year from the later of now and the current start. */
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

// collections §7
export const subscriptionMessage = (months: number, timestamp: number) => `synthia_${months}_months_${timestamp}`;
