import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';

/**
 * The raffle button every draw shares (drop-pages §4, §5): the timed drop's and the June 2022
 * draw's. Each state names its label as the spec spells it; `notice` is the account's
 * (lib/wallet/account.ts).
 */
export type { AccountNotice };

export type RaffleButton =
  | { kind: 'connect'; label: 'Please Connect'; disabled: false }
  | { kind: 'wrong-network'; label: 'Please Connect'; disabled: false }
  | { kind: 'loading'; label: 'Loading...'; disabled: true }
  | { kind: 'entered'; label: 'Entered'; disabled: true }
  | { kind: 'entering'; label: 'Entering...'; disabled: true }
  | { kind: 'not-enough-tokens'; label: 'Not Enough Tokens'; disabled: true }
  | { kind: 'enter'; label: 'Enter Draw'; disabled: boolean; notice: AccountNotice };

export type RaffleInput = Account & {
  connected: boolean;
  onConfiguredChain: boolean;
  /** The wallet's holdings or its entries are still loading. */
  loading: boolean;
  /** The wallet has an entry for this item (platform, by wallet). */
  entered: boolean;
  entering: boolean;
  /** The wallet holds enough tokens for the draw (eligibility.ts). */
  eligible: boolean;
};

/** What a visitor without a wallet brings to any draw's button (the server HTML's state). */
export const VISITOR_RAFFLE_INPUT: RaffleInput = {
  connected: false,
  onConfiguredChain: false,
  loading: false,
  entered: false,
  entering: false,
  eligible: false,
  signedIn: false,
  emailVerified: null,
};

export function raffleButton(i: RaffleInput): RaffleButton {
  if (!i.connected) return { kind: 'connect', label: 'Please Connect', disabled: false };
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: 'Please Connect', disabled: false };
  if (i.entering) return { kind: 'entering', label: 'Entering...', disabled: true };
  if (i.loading || (i.signedIn && i.emailVerified === null)) return { kind: 'loading', label: 'Loading...', disabled: true };
  if (i.entered) return { kind: 'entered', label: 'Entered', disabled: true };
  if (!i.eligible) return { kind: 'not-enough-tokens', label: 'Not Enough Tokens', disabled: true };
  const notice = accountNotice(i);
  return { kind: 'enter', label: 'Enter Draw', disabled: notice !== null, notice };
}
