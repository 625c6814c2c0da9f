import { LIVE_TOUCHED_KEPT, touches } from '@/lib/live/wire';
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

  it('name the wallets whose tokens moved, whatever their case, once each and at most 64', () => {
    const figures = { supply: 16n, price: 1n, salesActive: true };
    const wallet = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
    const pushed = JSON.parse(JSON.stringify(toLive(figures, [wallet, wallet.toLowerCase()]))) as Record<string, unknown>;
    expect(pushed.touched).toEqual([wallet.toLowerCase()]);
    expect(touches(pushed, wallet)).toBe(true);
    expect(touches(pushed, '0x0000000000000000000000000000000000000001')).toBe(false);
    expect(touches(pushed, undefined)).toBe(false);
    expect(touches({ touched: 'all' }, wallet)).toBe(false);
    const many = Array.from({ length: 70 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);
    expect(toLive(figures, many).touched).toHaveLength(LIVE_TOUCHED_KEPT);
  });
});
