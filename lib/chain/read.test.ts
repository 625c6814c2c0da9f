import { encodeFunctionData } from 'viem';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { batchCalls, chainRead, settleReads } from './read';

const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const base = { address, abi: blackFeatherAbi } as const;
const reads = {
  supply: chainRead({ ...base, functionName: 'totalSupply' }, 0n),
  salesActive: chainRead({ ...base, functionName: 'salesActive' }, false),
  balance: chainRead({ ...base, functionName: 'balanceOf', args: [address, 1n] }, 0n),
};
const server = { supply: 12n, salesActive: true } as Record<string, unknown>;
const initial = (_g: number, name: string, read: { fallback: unknown }) => (name in server ? server[name] : read.fallback);

describe('chainRead', () => {
  it('declares a call any client can send, typed from the ABI', () => {
    const call = reads.balance.call!;
    expect(encodeFunctionData(call)).toBe(encodeFunctionData({ abi: blackFeatherAbi, functionName: 'balanceOf', args: [address, 1n] }));
    // @ts-expect-error: not a function of the ABI
    chainRead({ ...base, functionName: 'nope' }, 0n);
    // @ts-expect-error: balanceOf takes an address and an id
    chainRead({ ...base, functionName: 'balanceOf', args: [1n] }, 0n);
  });

  it('has no call where the contract is not configured: the fallback, without a request', () => {
    const unset = { ...reads, balance: chainRead({ address: null, abi: blackFeatherAbi, functionName: 'balanceOf', args: [address, 1n] }, 7n) };
    expect(batchCalls([unset])).toHaveLength(2);
    const settled = settleReads(
      [unset],
      [
        { status: 'success', result: 13n },
        { status: 'success', result: false },
      ],
    );
    expect(settled.values[0]).toEqual({ supply: 13n, salesActive: false, balance: 7n });
    expect(settled.waiting).toEqual([]);
  });
});

describe('settleReads', () => {
  it('shows the pending value (the server figure) while the reads are in flight, and names what waits', () => {
    expect(settleReads([reads], undefined, initial)).toEqual({
      values: [{ supply: 12n, salesActive: true, balance: 0n }],
      failed: [],
      waiting: ['supply', 'salesActive', 'balance'],
    });
  });

  it('takes each answer by name', () => {
    const results = [
      { status: 'success', result: 13n },
      { status: 'success', result: false },
      { status: 'success', result: 1n },
    ] as const;
    expect(settleReads([reads], results, initial).values[0]).toEqual({ supply: 13n, salesActive: false, balance: 1n });
  });

  it("gives a failed read the spec's default, not the server figure, and names it", () => {
    const results = [{ status: 'failure' }, { status: 'success', result: true }, { status: 'failure' }] as const;
    expect(settleReads([reads], results, initial)).toEqual({
      values: [{ supply: 0n, salesActive: true, balance: 0n }],
      failed: ['supply', 'balance'],
      waiting: [],
    });
  });

  it('answers a list of groups (the same reads per token) by group and name', () => {
    const perToken = [1n, 2n].map((id) => ({
      balance: chainRead({ ...base, functionName: 'balanceOf', args: [address, id] }, 0n),
      supply: chainRead({ ...base, functionName: 'totalSupply' }, 0n),
    }));
    expect(batchCalls(perToken).map((c) => c.args)).toEqual([[address, 1n], undefined, [address, 2n], undefined]);
    const settled = settleReads(perToken, [{ status: 'success', result: 3n }, { status: 'success', result: 10n }, { status: 'failure' }]);
    expect(settled.values).toEqual([
      { balance: 3n, supply: 10n },
      { balance: 0n, supply: 0n },
    ]);
    expect(settled.failed).toEqual(['balance#1']);
    expect(settled.waiting).toEqual(['supply#1']);
  });
});
