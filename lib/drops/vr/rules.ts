import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';
import type { VrItem } from './config';

// drop-pages §2, §4, §5
export type VrButton =
  | { kind: 'connect'; label: 'Connect'; disabled: false }
  | { kind: 'wrong-network'; label: 'Connect'; disabled: false }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'airdrop'; label: 'Airdrop'; disabled: true }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'not-eligible'; label: 'Not Eligible'; disabled: true }
  | { kind: 'not-enough'; label: 'Not Enough Tokens'; disabled: true }
  | { kind: 'minting'; label: 'Minting...'; disabled: true }
  | { kind: 'burning'; label: 'Burning...'; disabled: true }
  | { kind: 'minted'; label: 'Minted'; disabled: true }
  | { kind: 'mint'; label: 'Mint'; disabled: boolean; notice: AccountNotice }
  | { kind: 'burn'; label: 'Burn'; disabled: boolean; notice: AccountNotice };

export type VrInput = Account & {
  item: Pick<VrItem, 'kind' | 'edition' | 'membersNeeded'>;
  connected: boolean;
  onConfiguredChain: boolean;
  loading: boolean;
  /** 0 on a failed read. */
  supply: bigint;
  /** isEligibleTether / isEligibleVR; false on a failed read. */
  eligible: boolean;
  memberTokens: bigint;
  burnable: bigint;
  had: boolean;
  busy: boolean;
};

/** Also rendered in the server HTML. */
export function vrVisitorButton(item: Pick<VrItem, 'kind' | 'edition'>, supply: bigint): VrButton {
  if (item.kind === 'closed' || (item.edition !== null && supply >= item.edition)) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (item.kind === 'airdrop') return { kind: 'airdrop', label: 'Airdrop', disabled: true };
  return { kind: 'connect', label: 'Connect', disabled: false };
}

export function vrEligible(i: Pick<VrInput, 'item' | 'eligible' | 'memberTokens' | 'burnable'>, tokensToBurn = 3n): boolean {
  switch (i.item.kind) {
    case 'tier':
      return i.memberTokens >= (i.item.membersNeeded ?? 0n);
    case 'burn':
      return i.burnable >= tokensToBurn;
    case 'tether':
    case 'vr-claim':
      return i.eligible;
    default:
      return false;
  }
}

export function vrButton(i: VrInput): VrButton {
  const visitor = vrVisitorButton(i.item, i.supply);
  if (visitor.kind !== 'connect') return i.had ? { kind: 'minted', label: 'Minted', disabled: true } : visitor;
  if (!i.connected) return visitor;
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: 'Connect', disabled: false };
  if (i.busy)
    return i.item.kind === 'burn' ? { kind: 'burning', label: 'Burning...', disabled: true } : { kind: 'minting', label: 'Minting...', disabled: true };
  if (i.loading || (i.signedIn && i.emailVerified === null)) return { kind: 'loading', label: 'Loading', disabled: true };
  if (i.had && i.item.kind !== 'burn') return { kind: 'minted', label: 'Minted', disabled: true };
  if (!vrEligible(i))
    return i.item.kind === 'burn'
      ? { kind: 'not-enough', label: 'Not Enough Tokens', disabled: true }
      : { kind: 'not-eligible', label: 'Not Eligible', disabled: true };
  // The VR-002 mint needs a member with a verified e-mail (drop-pages §1); claims only need the contract's word.
  const notice = i.item.kind === 'tier' || i.item.kind === 'burn' ? accountNotice(i) : null;
  return i.item.kind === 'burn'
    ? { kind: 'burn', label: 'Burn', disabled: notice !== null, notice }
    : { kind: 'mint', label: 'Mint', disabled: notice !== null, notice };
}
