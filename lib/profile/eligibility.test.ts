import type { OwnedTokens } from '@/lib/collections/known';
import { qualifyingHolding } from './eligibility';

const held = (contractAddress: string, kind: OwnedTokens['kind'], tokens = 1): OwnedTokens => ({
  contractAddress,
  kind,
  artist: null,
  drop: null,
  tokens: Array.from({ length: tokens }, (_, i) => ({ tokenId: String(i), title: `#${i}`, picture: '' })),
});

const TEARS = '0x00000000000000000000000000000000000000Aa';

describe('membership eligibility (collections §4)', () => {
  it('any known collection’s token qualifies but the membership token’s and the tears’; so does an owned drop item', () => {
    expect(qualifyingHolding([held('0x1', 'onchain')], 0, [TEARS])).toBe(true);
    expect(qualifyingHolding([held('0x2', 'artist')], 0, [TEARS])).toBe(true);
    expect(qualifyingHolding([held('0x3', 'membership')], 0, [TEARS])).toBe(false);
    expect(qualifyingHolding([held(TEARS.toLowerCase(), 'onchain')], 0, [TEARS])).toBe(false);
    expect(qualifyingHolding([held('0x1', 'onchain', 0)], 0, [TEARS])).toBe(false);
    expect(qualifyingHolding([], 1, [TEARS])).toBe(true);
    expect(qualifyingHolding([], 0, [TEARS])).toBe(false);
  });
});
