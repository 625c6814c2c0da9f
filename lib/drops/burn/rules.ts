import { BURN } from './config';

// drop-pages §4, §5
export function toggleSelection(selected: readonly bigint[], tokenId: bigint, max: number = BURN.tokensToBurn): bigint[] {
  if (selected.includes(tokenId)) return selected.filter((id) => id !== tokenId);
  return selected.length >= max ? [...selected] : [...selected, tokenId];
}

export type OwnedToken = { id: bigint; source: bigint | null; approved: boolean };

/** The wallet's tokens as the detail reads tell them (`source<id>`, `approved<id>`): approved when the burn contract is the approved address. */
export function ownedTokens(ids: readonly bigint[], details: Readonly<Record<string, unknown>>, burnAddress: string | null): OwnedToken[] {
  const burner = (burnAddress ?? '').toLowerCase();
  return ids.map((id) => ({
    id,
    source: (details[`source${id}`] as bigint | null | undefined) ?? null,
    approved: burner !== '' && String(details[`approved${id}`] ?? '').toLowerCase() === burner,
  }));
}

/** The list waits for its ids while the wallet holds any, then for their details; a wallet without tokens reads nothing. */
export const listLoading = (held: number, idsAnswered: boolean, ids: number, detailsAnswered: boolean): boolean =>
  (held > 0 && !idsAnswered) || (ids > 0 && !detailsAnswered);

export function approvalsNeeded(selected: readonly bigint[], approved: ReadonlySet<bigint>): bigint[] {
  return selected.filter((id) => !approved.has(id));
}

export type BurnPhase = 'idle' | 'approving' | 'burning';

export type BurnButton =
  | { kind: 'connect'; label: 'Please Connect'; disabled: false }
  | { kind: 'wrong-network'; label: 'Please Connect'; disabled: false }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'inactive'; label: 'Sales Inactive'; disabled: true }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'not-enough'; label: 'Not Enough Tokens'; disabled: true }
  | { kind: 'approving'; label: 'Approving...'; disabled: true }
  | { kind: 'burning'; label: 'Burning...'; disabled: true }
  | { kind: 'burn'; label: 'Burn'; disabled: boolean };

export type BurnInput = {
  connected: boolean;
  onConfiguredChain: boolean;
  loading: boolean;
  /** null when unreadable (drop-pages §4: unknown counts as sold out). */
  supply: bigint | null;
  salesActive: boolean;
  owned: number;
  selected: number;
  phase: BurnPhase;
};

export function burnButton(i: BurnInput): BurnButton {
  if (i.supply === null || i.supply >= BURN.token4Cap) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (!i.salesActive) return { kind: 'inactive', label: 'Sales Inactive', disabled: true };
  if (!i.connected) return { kind: 'connect', label: 'Please Connect', disabled: false };
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: 'Please Connect', disabled: false };
  if (i.phase === 'approving') return { kind: 'approving', label: 'Approving...', disabled: true };
  if (i.phase === 'burning') return { kind: 'burning', label: 'Burning...', disabled: true };
  if (i.loading) return { kind: 'loading', label: 'Loading', disabled: true };
  if (i.owned < BURN.tokensToBurn) return { kind: 'not-enough', label: 'Not Enough Tokens', disabled: true };
  return { kind: 'burn', label: 'Burn', disabled: i.selected !== BURN.tokensToBurn };
}
