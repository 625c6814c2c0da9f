import { SYNTHIA_BAR_MESSAGES as M } from './bar-messages';

// Apart from ./rules.ts so the bar's first scripts carry only this.

export type SaleTimes = { whitelistStart: number; publicStart: number; foundersStart: number; foundersEnd: number };
export type SalePhases = { whitelist: boolean; public: boolean; founders: boolean; foundersEnded: boolean };
export const NO_PHASES: SalePhases = { whitelist: false, public: false, founders: false, foundersEnded: false };

/** Latched: a flag that was on stays on, whatever a later read says. */
export function salePhases(now: number, t: SaleTimes, previous: SalePhases = NO_PHASES): SalePhases {
  return {
    whitelist: previous.whitelist || now >= t.whitelistStart,
    public: previous.public || now >= t.publicStart,
    founders: previous.founders || now >= t.foundersStart,
    foundersEnded: previous.foundersEnded || now >= t.foundersEnd,
  };
}

export type MintKind = 'whitelist' | 'founders' | 'public';

/** collections §8: names the sale with the earliest start not yet reached (the whitelist until times are read). */
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

export function openMint(p: SalePhases): MintKind | null {
  if (p.public) return 'public';
  if (p.founders && !p.foundersEnded) return 'founders';
  if (p.whitelist) return 'whitelist';
  return null;
}

/** collections §5: in the public sale the first check; otherwise the site's own hint (null). */
export function noWalletMessage(open: MintKind | null): string | null {
  return open === 'public' ? M.installMetamask : null;
}
