import { soldOut } from '@/lib/drops/sold-out';

/** The Black Feather mint button (drop-pages §4), in the spec's order of states. */
export type BlackFeatherButton =
  | { kind: 'connect'; label: 'Please Connect'; disabled: false }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'wrong-network'; label: string; disabled: false }
  | { kind: 'sales-inactive'; label: 'SALES INACTIVE'; disabled: true }
  | { kind: 'minting'; label: 'Minting...'; disabled: true }
  | { kind: 'minted'; label: 'Minted'; disabled: true }
  | { kind: 'mint'; label: 'Mint'; disabled: boolean; reason: 'email-unverified' | 'not-signed-in' | null };

export type BlackFeatherInput = {
  connected: boolean;
  /** The chain reads are still loading. */
  loading: boolean;
  supply: bigint;
  edition: bigint;
  onConfiguredChain: boolean;
  /** The configured chain's name for the wrong-network label: "MAINNET" in production. */
  chainLabel: string;
  salesActive: boolean;
  minting: boolean;
  /** Tokens the wallet holds (0 on a failed read). */
  balance: bigint;
  /** The wallet has signed in (wallet sign-in); a mint needs the signed-in user's verified e-mail. */
  signedIn: boolean;
  /** The signed-in user's verified e-mail; null while it loads. */
  emailVerified: boolean | null;
};

export function blackFeatherButton(i: BlackFeatherInput): BlackFeatherButton {
  if (!i.connected) return { kind: 'connect', label: 'Please Connect', disabled: false };
  if (i.loading) return { kind: 'loading', label: 'Loading', disabled: true };
  if (soldOut(i.supply, i.edition)) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: `CONNECT TO ${i.chainLabel.toUpperCase()}`, disabled: false };
  if (!i.salesActive) return { kind: 'sales-inactive', label: 'SALES INACTIVE', disabled: true };
  if (i.minting) return { kind: 'minting', label: 'Minting...', disabled: true };
  if (i.signedIn && i.emailVerified === null) return { kind: 'loading', label: 'Loading', disabled: true };
  if (i.balance >= 1n) return { kind: 'minted', label: 'Minted', disabled: true };
  if (!i.signedIn) return { kind: 'mint', label: 'Mint', disabled: true, reason: 'not-signed-in' };
  const unverified = i.emailVerified !== true;
  return { kind: 'mint', label: 'Mint', disabled: unverified, reason: unverified ? 'email-unverified' : null };
}

/** What a visitor without a connected wallet sees, in the server HTML too: the rule's first state. */
export function blackFeatherVisitorButton(): BlackFeatherButton {
  return blackFeatherButton({
    connected: false,
    loading: false,
    supply: 0n,
    edition: 0n,
    onConfiguredChain: false,
    chainLabel: '',
    salesActive: false,
    minting: false,
    balance: 0n,
    signedIn: false,
    emailVerified: null,
  });
}
