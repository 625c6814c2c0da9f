import { LIVE_TOUCHED_KEPT, touches } from '@/lib/live/wire';
import { eveTopic, fromLiveEve, toLiveEve } from './live';
import { toTokenInfo } from './rules';

// Barricade as the contract answers `tokens(1)`.
const token = toTokenInfo([false, true, 1n, 25n, 3n, 8n * 10n ** 16n, 1_700_000_000n, 1_700_604_800n, 'ipfs://barricade']);
const overTheWire = (o: unknown) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>;

describe("an Eve token's live figures", () => {
  it('go through the stream and come back the same', () => {
    expect(fromLiveEve(overTheWire(toLiveEve(token)))).toEqual(token);
  });

  it('have one topic per contract and token id', () => {
    expect(eveTopic({ contract: 'editions', tokenId: 1n })).toBe('eve:editions:1');
    expect(eveTopic({ contract: 'storyboard', tokenId: 1n })).toBe('eve:storyboard:1');
  });

  it('refuse an offline mark or a malformed push, so the page keeps what it shows', () => {
    const good = overTheWire(toLiveEve(token));
    expect(fromLiveEve(null)).toBeNull();
    expect(fromLiveEve({ offline: true })).toBeNull();
    expect(fromLiveEve({ ...good, token: { ...(good.token as object), minted: '-1' } })).toBeNull();
    expect(fromLiveEve({ ...good, token: { ...(good.token as object), price: 5 } })).toBeNull();
    expect(fromLiveEve({ ...good, token: { ...(good.token as object), isPublic: 'yes' } })).toBeNull();
    expect(fromLiveEve({ ...good, token: { ...(good.token as object), uri: null } })).toBeNull();
  });

  it('name the wallets whose tokens moved, once each and at most 64', () => {
    const wallet = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
    const pushed = overTheWire(toLiveEve(token, [wallet, wallet.toLowerCase()]));
    expect(pushed.touched).toEqual([wallet.toLowerCase()]);
    expect(touches(pushed, wallet)).toBe(true);
    expect(touches(pushed, '0x0000000000000000000000000000000000000001')).toBe(false);
    const many = Array.from({ length: 70 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);
    expect(toLiveEve(token, many).touched).toHaveLength(LIVE_TOUCHED_KEPT);
  });
});
