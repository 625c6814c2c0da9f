import { soldOut } from '@/lib/drops/sold-out';

// drop-pages §4, in the spec's order of states
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
  loading: boolean;
  supply: bigint;
  edition: bigint;
  onConfiguredChain: boolean;
  /** "MAINNET" in production. */
  chainLabel: string;
  salesActive: boolean;
  minting: boolean;
  /** 0 on a failed read. */
  balance: bigint;
  signedIn: boolean;
  /** null while it loads. */
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

/** Also rendered in the server HTML. */
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
