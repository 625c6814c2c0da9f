import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';

// drop-pages §4, §5: shared by every draw.
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
  loading: boolean;
  entered: boolean;
  entering: boolean;
  eligible: boolean;
};

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
