import { SYNTHIA_BAR_MESSAGES as M } from './bar-messages';

/**
 * The key collection's sale phases (collections §4, §8), pure and given `now`: what the bar shows
 * before any wallet code (the open mint, the sale that opens next, the no-wallet text). A module
 * of its own, apart from the mint's checks (./rules.ts), so the bar's first scripts carry only this.
 */

export type SaleTimes = { whitelistStart: number; publicStart: number; foundersStart: number; foundersEnd: number };
export type SalePhases = { whitelist: boolean; public: boolean; founders: boolean; foundersEnded: boolean };
export const NO_PHASES: SalePhases = { whitelist: false, public: false, founders: false, foundersEnded: false };

/** The phases at `now` (unix seconds), latched: a flag that was on stays on, whatever a later read says. */
export function salePhases(now: number, t: SaleTimes, previous: SalePhases = NO_PHASES): SalePhases {
  return {
    whitelist: previous.whitelist || now >= t.whitelistStart,
    public: previous.public || now >= t.publicStart,
    founders: previous.founders || now >= t.foundersStart,
    foundersEnded: previous.foundersEnded || now >= t.foundersEnd,
  };
}

export type MintKind = 'whitelist' | 'founders' | 'public';

/**
 * While no mint is open, the button names the sale that opens next (collections §8's three texts):
 * "Whitelist Mint Inactive", "Founders Whitelist Mint Inactive" or "Public Sales Inactive", by the
 * earliest start not yet reached (the whitelist's until the times are read).
 */
export function inactiveLabel(t: SaleTimes | null, p: SalePhases): string {
  if (!t) return M.whitelistInactive;
  const next = (
    [
      [p.whitelist, t.whitelistStart, M.whitelistInactive],
      [p.founders || p.foundersEnded, t.foundersStart, M.foundersInactive],
      [p.public, t.publicStart, M.publicInactive],
    ] as const
  )
    .filter(([started]) => !started)
    .sort((a, b) => a[1] - b[1])[0];
  return next?.[2] ?? M.publicInactive;
}

/** The mint that is open: public once it started, else founders in its window, else whitelist. */
export function openMint(p: SalePhases): MintKind | null {
  if (p.public) return 'public';
  if (p.founders && !p.foundersEnded) return 'founders';
  if (p.whitelist) return 'whitelist';
  return null;
}

/**
 * What a browser without a wallet is told on the bar (collections §5): in the public sale its first
 * check, "Please install metamask on your device to mint."; otherwise null (the site's own hint:
 * the whitelist checks need a wallet's record before anything else).
 */
export function noWalletMessage(open: MintKind | null): string | null {
  return open === 'public' ? M.installMetamask : null;
}
