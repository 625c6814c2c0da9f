import { approvalsNeeded, burnButton, listLoading, ownedTokens, toggleSelection, type BurnInput } from './rules';

describe('toggleSelection', () => {
  it('toggles, and holds at most 3', () => {
    let s: bigint[] = [];
    s = toggleSelection(s, 1n);
    s = toggleSelection(s, 2n);
    s = toggleSelection(s, 3n);
    expect(s).toEqual([1n, 2n, 3n]);
    expect(toggleSelection(s, 4n)).toEqual([1n, 2n, 3n]);
    expect(toggleSelection(s, 2n)).toEqual([1n, 3n]);
    expect(toggleSelection(toggleSelection(s, 2n), 4n)).toEqual([1n, 3n, 4n]);
  });
});

describe('approvalsNeeded', () => {
  it('asks only for the selected tokens not yet approved, in order', () => {
    expect(approvalsNeeded([5n, 2n, 9n], new Set([2n]))).toEqual([5n, 9n]);
    expect(approvalsNeeded([5n, 2n, 9n], new Set([2n, 5n, 9n]))).toEqual([]);
  });
});

describe('burnButton', () => {
  const ready: BurnInput = { connected: true, onConfiguredChain: true, loading: false, supply: 10n, salesActive: true, owned: 4, selected: 3, phase: 'idle' };

  it('is Burn only with exactly 3 selected (2, 3, 4)', () => {
    expect(burnButton({ ...ready, selected: 2 })).toEqual({ kind: 'burn', label: 'Burn', disabled: true });
    expect(burnButton(ready)).toEqual({ kind: 'burn', label: 'Burn', disabled: false });
    expect(burnButton({ ...ready, selected: 4 }).disabled).toBe(true);
  });

  it('is Sold Out at a supply of 50 or an unknown one, not at 49', () => {
    expect(burnButton({ ...ready, supply: 49n }).label).toBe('Burn');
    expect(burnButton({ ...ready, supply: 50n }).label).toBe('Sold Out');
    expect(burnButton({ ...ready, supply: null }).label).toBe('Sold Out');
  });

  it('is Sales Inactive, Not Enough Tokens with fewer than 3, and follows the flow', () => {
    expect(burnButton({ ...ready, salesActive: false }).label).toBe('Sales Inactive');
    expect(burnButton({ ...ready, owned: 2 }).label).toBe('Not Enough Tokens');
    expect(burnButton({ ...ready, phase: 'approving' })).toMatchObject({ label: 'Approving...', disabled: true });
    expect(burnButton({ ...ready, phase: 'burning' })).toMatchObject({ label: 'Burning...', disabled: true });
    expect(burnButton({ ...ready, connected: false }).label).toBe('Please Connect');
  });
});

describe('the wallet’s token list', () => {
  const BURNER = '0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82';
  it('reads each token’s source and whether the burn contract is approved for it, whatever the case of the address', () => {
    const details = { source5: 2n, approved5: BURNER.toLowerCase(), source6: null, approved6: '0x0000000000000000000000000000000000000000' };
    expect(ownedTokens([5n, 6n, 7n], details, BURNER)).toEqual([
      { id: 5n, source: 2n, approved: true },
      { id: 6n, source: null, approved: false },
      { id: 7n, source: null, approved: false },
    ]);
  });
  it('approves nothing when the burn contract is not configured', () => {
    expect(ownedTokens([5n], { approved5: '' }, null)).toEqual([{ id: 5n, source: null, approved: false }]);
  });
  it('loads while the ids, then their details, are unread; a wallet without tokens reads nothing', () => {
    expect(listLoading(0, false, 0, false)).toBe(false);
    expect(listLoading(2, false, 0, false)).toBe(true);
    expect(listLoading(2, true, 2, false)).toBe(true);
    expect(listLoading(2, true, 2, true)).toBe(false);
  });
});
