/**
 * The timed drop's two buttons (drop-pages §4, §5). Each state names its label as the spec spells
 * it; `notice` says which link shows under a disabled button: the profile update page when the
 * e-mail is unverified, the wallet sign-in when the wallet has not signed in.
 */
export type AccountNotice = 'verify-email' | 'sign-in' | null;

export type Account = {
  /** The connected wallet has signed in (its session user). */
  signedIn: boolean;
  /** The session user's verified e-mail; null while it loads. */
  emailVerified: boolean | null;
};

/** What stands between a connected wallet and entering or minting, beyond its tokens. */
function accountNotice(a: Account): AccountNotice {
  if (!a.signedIn) return 'sign-in';
  return a.emailVerified === true ? null : 'verify-email';
}

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

/** Sold out when the total supply reaches the edition (drop-pages §4: "when total supply equals edition"). */
export function soldOut(supply: bigint, edition: bigint): boolean {
  return supply >= edition;
}

export type MintButton =
  | { kind: 'coming-soon'; label: 'Coming Soon'; disabled: true }
  | { kind: 'connect'; label: 'Please Connect'; disabled: false }
  | { kind: 'wrong-network'; label: 'Please Connect'; disabled: false }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'minting'; label: 'Minting...'; disabled: true }
  | { kind: 'minted'; label: 'Minted'; disabled: true }
  | { kind: 'not-eligible'; label: 'Not Eligible'; disabled: true }
  | { kind: 'mint'; label: 'Mint'; disabled: boolean; notice: AccountNotice };

export type MintInput = Account & {
  /** The item's mint has not opened yet (schedule.ts). */
  comingSoon: boolean;
  connected: boolean;
  onConfiguredChain: boolean;
  loading: boolean;
  supply: bigint;
  edition: bigint;
  minting: boolean;
  /** Editions of this item the wallet holds. */
  balance: bigint;
  eligible: boolean;
};

export function mintButton(i: MintInput): MintButton {
  if (i.comingSoon) return { kind: 'coming-soon', label: 'Coming Soon', disabled: true };
  if (!i.connected) return { kind: 'connect', label: 'Please Connect', disabled: false };
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: 'Please Connect', disabled: false };
  if (i.minting) return { kind: 'minting', label: 'Minting...', disabled: true };
  if (i.loading || (i.signedIn && i.emailVerified === null)) return { kind: 'loading', label: 'Loading', disabled: true };
  if (i.balance >= 1n) return { kind: 'minted', label: 'Minted', disabled: true };
  if (soldOut(i.supply, i.edition)) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (!i.eligible) return { kind: 'not-eligible', label: 'Not Eligible', disabled: true };
  const notice = accountNotice(i);
  return { kind: 'mint', label: 'Mint', disabled: notice !== null, notice };
}
