import { getAddress } from 'viem';
import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';
import { soldOut } from '@/lib/drops/sold-out';
import { TETHERED, type TetheredClaim } from './config';

type ClaimData = { tokenId: number; hash: `0x${string}` };
type WhitelistEntry = { address: string; allocated: number; hash: `0x${string}` };

/** drop-pages §7: eligible only if the entry is the wallet's, both answers carry the same signature, and its editions fit the edition. */
export function tetheredClaim(wallet: string, data: ClaimData | null, entry: WhitelistEntry | null, edition: bigint = TETHERED.edition): TetheredClaim | null {
  if (!data || !entry) return null;
  if (getAddress(entry.address) !== getAddress(wallet)) return null;
  if (entry.hash.toLowerCase() !== data.hash.toLowerCase()) return null;
  if (data.tokenId < 1 || entry.allocated < 1 || BigInt(data.tokenId + entry.allocated - 1) > edition) return null;
  return { index: data.tokenId, allocated: entry.allocated, hash: entry.hash };
}

/** "#17" or "#40–#41". */
export function tetheredEditions(claim: Pick<TetheredClaim, 'index' | 'allocated'>): string {
  const last = claim.index + claim.allocated - 1;
  return last === claim.index ? `#${claim.index}` : `#${claim.index}–#${last}`;
}

export type TetheredButton =
  | { kind: 'connect'; label: 'Please Connect'; disabled: false }
  | { kind: 'wrong-network'; label: 'Please Connect'; disabled: false }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'minting'; label: 'Minting...'; disabled: true }
  | { kind: 'minted'; label: 'Minted'; disabled: true }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'not-eligible'; label: 'Not Eligible'; disabled: true }
  | { kind: 'mint'; label: 'Mint'; disabled: boolean; notice: AccountNotice };

export type TetheredInput = Account & {
  connected: boolean;
  onConfiguredChain: boolean;
  loading: boolean;
  minting: boolean;
  /** null when it has none or its read failed. */
  claim: Pick<TetheredClaim, 'index' | 'allocated'> | null;
  claimed: boolean;
  supply: bigint;
  edition: bigint;
};

// drop-pages §4
export function tetheredButton(i: TetheredInput): TetheredButton {
  if (!i.connected) return { kind: 'connect', label: 'Please Connect', disabled: false };
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: 'Please Connect', disabled: false };
  if (i.minting) return { kind: 'minting', label: 'Minting...', disabled: true };
  if (i.loading || (i.signedIn && i.emailVerified === null)) return { kind: 'loading', label: 'Loading', disabled: true };
  if (i.claim && i.claimed) return { kind: 'minted', label: 'Minted', disabled: true };
  // The entry's editions no longer fit: sold out for it.
  if (soldOut(i.supply + BigInt(i.claim ? i.claim.allocated - 1 : 0), i.edition)) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (!i.claim) return { kind: 'not-eligible', label: 'Not Eligible', disabled: true };
  const notice = accountNotice(i);
  return { kind: 'mint', label: 'Mint', disabled: notice !== null, notice };
}

/** Also rendered in the server HTML. */
export const TETHERED_VISITOR_BUTTON = tetheredButton({
  connected: false,
  onConfiguredChain: false,
  loading: false,
  minting: false,
  claim: null,
  claimed: false,
  supply: 0n,
  edition: TETHERED.edition,
  signedIn: false,
  emailVerified: null,
});
