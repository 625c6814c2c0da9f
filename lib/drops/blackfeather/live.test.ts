import { fromLive, toLive } from './live';

describe("Black Feather's live figures", () => {
  it('go through the stream and come back the same', () => {
    const figures = { supply: 16n, price: 10n ** 17n, salesActive: true };
    expect(fromLive(JSON.parse(JSON.stringify(toLive(figures))) as Record<string, unknown>)).toEqual(figures);
  });

  it('a malformed push is refused, not shown', () => {
    expect(fromLive(null)).toBeNull();
    expect(fromLive({ supply: '-1', price: '1', salesActive: true })).toBeNull();
    expect(fromLive({ supply: '1', price: '1e18', salesActive: true })).toBeNull();
    expect(fromLive({ supply: '1', price: '1', salesActive: 'yes' })).toBeNull();
  });
});
