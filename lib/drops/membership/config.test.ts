import { holderTier, memberTier } from './config';

describe('memberTier', () => {
  it('follows the spec boundaries: 59/60, 89/90, 101/102', () => {
    expect([1, 59, 60, 89, 90, 101, 102, 4444].map(memberTier)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('holderTier', () => {
  it('is the best tier of the wallet’s tokens, none without one', () => {
    expect(holderTier([])).toBeNull();
    expect(holderTier([120n, 61n, 95n])).toBe(2);
    expect(holderTier([102n])).toBe(4);
    expect(holderTier([16n, 3000n])).toBe(1);
  });
});
