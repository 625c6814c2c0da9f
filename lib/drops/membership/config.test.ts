import { memberTier } from './config';

describe('memberTier', () => {
  it('follows the spec boundaries', () => {
    expect([1, 59, 60, 89, 90, 101, 102, 4444].map(memberTier)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
