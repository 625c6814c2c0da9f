import { readFigures } from './read-figures';

const specs = {
  supply: { fallback: 0n, initial: 12n },
  salesActive: { fallback: false, initial: true },
  balance: { fallback: 0n },
};

describe('readFigures', () => {
  it('shows the server figures while the reads are in flight, loading only for what the server could not know', () => {
    expect(readFigures(specs, undefined)).toEqual({ figures: { supply: 12n, salesActive: true, balance: 0n }, loading: true, failed: [] });
    expect(readFigures({ supply: specs.supply }, undefined)).toEqual({ figures: { supply: 12n }, loading: false, failed: [] });
  });

  it('takes each answered read', () => {
    const results = [
      { status: 'success', result: 13n },
      { status: 'success', result: false },
      { status: 'success', result: 1n },
    ] as const;
    expect(readFigures(specs, results)).toEqual({ figures: { supply: 13n, salesActive: false, balance: 1n }, loading: false, failed: [] });
  });

  it("gives a failed read the spec's default, not the server figure, and names it", () => {
    const results = [{ status: 'failure' }, { status: 'success', result: true }, { status: 'failure' }] as const;
    expect(readFigures(specs, results)).toEqual({ figures: { supply: 0n, salesActive: true, balance: 0n }, loading: false, failed: ['supply', 'balance'] });
  });
});
