import { approvalsNeeded, burnButton, toggleSelection, type BurnInput } from './rules';

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
