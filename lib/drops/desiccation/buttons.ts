import { accountNotice, type Account, type AccountNotice } from '@/lib/wallet/account';
import { soldOut } from '@/lib/drops/sold-out';

// drop-pages §4, §5
export { raffleButton, type AccountNotice, type RaffleButton, type RaffleInput } from '@/lib/drops/raffle/button';

export { soldOut } from '@/lib/drops/sold-out';

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
  comingSoon: boolean;
  connected: boolean;
  onConfiguredChain: boolean;
  loading: boolean;
  supply: bigint;
  edition: bigint;
  minting: boolean;
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
