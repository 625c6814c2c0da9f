import { fromLiveFigures, toLiveFigures } from '@/lib/live/wire';
import { EVE_TOKEN_KINDS, eveTopic } from './live';
import { toTokenInfo } from './rules';

// Barricade as the contract answers `tokens(1)`.
const token = toTokenInfo([false, true, 1n, 25n, 3n, 8n * 10n ** 16n, 1_700_000_000n, 1_700_604_800n, 'ipfs://barricade']);
const overTheWire = (o: unknown) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>;
const fromLiveEve = (pushed: Record<string, unknown> | null) => fromLiveFigures(pushed, EVE_TOKEN_KINDS);

describe("an Eve token's live figures", () => {
  it('go through the stream and come back the same', () => {
    expect(fromLiveEve(overTheWire(toLiveFigures(token, ['0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'])))).toEqual(token);
  });

  it('have one topic per contract and token id', () => {
    expect(eveTopic({ contract: 'editions', tokenId: 1n })).toBe('eve:editions:1');
    expect(eveTopic({ contract: 'storyboard', tokenId: 1n })).toBe('eve:storyboard:1');
  });

  it('refuse an offline mark or a malformed push, so the page keeps what it shows', () => {
    const good = overTheWire(toLiveFigures(token));
    expect(fromLiveEve(null)).toBeNull();
    expect(fromLiveEve({ offline: true })).toBeNull();
    expect(fromLiveEve({ ...good, minted: '-1' })).toBeNull();
    expect(fromLiveEve({ ...good, isPublic: 'yes' })).toBeNull();
    expect(fromLiveEve({ ...good, uri: null })).toBeNull();
  });
});
