import { fromLiveFigures, LIVE_TOUCHED_KEPT, toLiveFigures, touches } from './wire';

const overTheWire = (o: unknown) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>;
const figures = { supply: 16n, price: 10n ** 17n, salesActive: true };

describe('live figures on the wire', () => {
  it('go through the stream and come back the same', () => {
    expect(fromLiveFigures(overTheWire(toLiveFigures(figures)), figures)).toEqual(figures);
    const big = { supply: 2n ** 255n, uri: 'ipfs://x' };
    expect(fromLiveFigures(overTheWire(toLiveFigures(big)), big)).toEqual(big);
  });

  it('refuse an offline mark, a missing figure or a malformed one, so the page keeps what it shows', () => {
    const good = overTheWire(toLiveFigures(figures));
    expect(fromLiveFigures(null, figures)).toBeNull();
    expect(fromLiveFigures({ offline: true }, figures)).toBeNull();
    expect(fromLiveFigures({ ...good, supply: undefined }, figures)).toBeNull();
    expect(fromLiveFigures({ ...good, supply: '-1' }, figures)).toBeNull();
    expect(fromLiveFigures({ ...good, price: '1e18' }, figures)).toBeNull();
    expect(fromLiveFigures({ ...good, price: 5 }, figures)).toBeNull();
    expect(fromLiveFigures({ ...good, salesActive: 'yes' }, figures)).toBeNull();
  });

  it('name the wallets whose tokens moved, whatever their case, once each and at most 64', () => {
    const wallet = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
    const pushed = overTheWire(toLiveFigures(figures, [wallet, wallet.toLowerCase()]));
    expect(pushed.touched).toEqual([wallet.toLowerCase()]);
    expect(touches(pushed, wallet)).toBe(true);
    expect(touches(pushed, '0x0000000000000000000000000000000000000001')).toBe(false);
    expect(touches(pushed, undefined)).toBe(false);
    expect(touches({ touched: 'all' }, wallet)).toBe(false);
    const many = Array.from({ length: 70 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);
    expect(toLiveFigures(figures, many).touched).toHaveLength(LIVE_TOUCHED_KEPT);
  });
});
