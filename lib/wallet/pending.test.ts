import { addPending, DROPPED_AFTER_MS, PENDING_KEY, pendingTo, readPending, removePending, txOutcome, unsettledState, type PendingTx } from './pending';

function memory(initial: string | null = null) {
  let value = initial;
  return { getItem: () => value, setItem: (_: string, v: string) => void (value = v), raw: () => value };
}

const tx = (hash: string, extra: Partial<PendingTx> = {}): PendingTx => ({
  hash: `0x${hash.padStart(64, '0')}`,
  chainId: 31337,
  from: `0x${'a'.repeat(40)}`,
  nonce: 4,
  progress: 'Minting Token ...',
  success: 'Minted One Black Feather!',
  fallback: 'Something went wrong',
  sentAt: 1_000,
  ...extra,
});

describe('the pending transactions', () => {
  it('adds, replaces by hash and removes', () => {
    const storage = memory();
    addPending(storage, tx('1'));
    addPending(storage, tx('2'));
    addPending(storage, tx('1', { progress: 'Burning...' }));
    expect(readPending(storage).map((t) => [t.hash.slice(-1), t.progress])).toEqual([
      ['2', 'Minting Token ...'],
      ['1', 'Burning...'],
    ]);
    removePending(storage, tx('2').hash);
    expect(readPending(storage).map((t) => t.hash)).toEqual([tx('1').hash]);
  });

  it('leaves out what another script or an old version wrote', () => {
    expect(readPending(memory('not json'))).toEqual([]);
    expect(readPending(memory('{"hash":"0x1"}'))).toEqual([]);
    const storage = memory(JSON.stringify([{ hash: '0x1' }, tx('3'), { ...tx('4'), chainId: 'mainnet' }]));
    expect(readPending(storage).map((t) => t.hash)).toEqual([tx('3').hash]);
    expect(PENDING_KEY).toBe('drp.pending-tx');
  });

  it("keeps a batch by the wallet's id, and only as a batch", () => {
    const batch = { ...tx('5'), hash: 'bundle-7', batch: true as const };
    const storage = memory(JSON.stringify([batch, { ...batch, batch: false }, { ...batch, hash: '' }, { ...tx('6'), batch: true, hash: 'x'.repeat(4097) }]));
    expect(readPending(storage)).toEqual([batch]);
    expect(readPending(memory(JSON.stringify([{ ...tx('8'), hash: 'bundle-7' }])))).toEqual([]);
  });
});

describe('pendingTo: a panel waits for its own pending transaction', () => {
  const mint = tx('1', { to: `0x${'B'.repeat(40)}` });
  const sender = `0x${'A'.repeat(40)}`;
  it('matches the sender and the contract, whatever their case', () => {
    expect(pendingTo([mint], 31337, sender, [null, `0x${'b'.repeat(40)}`])).toBe(true);
  });
  it('leaves out another wallet, another contract, another chain and no wallet', () => {
    expect(pendingTo([mint], 31337, `0x${'c'.repeat(40)}`, [mint.to])).toBe(false);
    expect(pendingTo([mint], 31337, sender, [`0x${'c'.repeat(40)}`, undefined])).toBe(false);
    expect(pendingTo([mint], 1, sender, [mint.to])).toBe(false);
    expect(pendingTo([mint], 31337, undefined, [mint.to])).toBe(false);
    expect(pendingTo([{ ...mint, to: undefined }], 31337, sender, [mint.to])).toBe(false);
  });
});

describe('txOutcome: a replaced transaction is never a success', () => {
  it.each([
    [null, 'success', 'success'],
    [null, 'reverted', 'reverted'],
    ['repriced', 'success', 'success'],
    ['repriced', 'reverted', 'reverted'],
    ['cancelled', 'success', 'cancelled'],
    ['cancelled', 'reverted', 'cancelled'],
    ['replaced', 'success', 'replaced'],
    ['replaced', 'reverted', 'replaced'],
  ] as const)('%s with a %s receipt → %s', (reason, status, outcome) => {
    expect(txOutcome(reason, status)).toBe(outcome);
  });
});

describe('unsettledState: a pending transaction without a receipt', () => {
  it('is pending while the node has it', () => {
    expect(unsettledState(tx('1'), true, 9, 1_000 + DROPPED_AFTER_MS * 2)).toBe('pending');
  });
  it('was replaced when another transaction took its nonce', () => {
    expect(unsettledState(tx('1', { nonce: 4 }), false, 5, 2_000)).toBe('replaced');
    expect(unsettledState(tx('1', { nonce: 4 }), false, 4, 2_000)).toBe('pending');
  });
  it('is dropped once the node has not seen it for the bound', () => {
    expect(unsettledState(tx('1'), false, 4, 1_000 + DROPPED_AFTER_MS)).toBe('pending');
    expect(unsettledState(tx('1'), false, 4, 1_001 + DROPPED_AFTER_MS)).toBe('dropped');
    expect(unsettledState(tx('1', { nonce: undefined }), false, 9, 1_001 + DROPPED_AFTER_MS)).toBe('dropped');
  });
});
