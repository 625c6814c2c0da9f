import { ownNavigation } from './navigation';

describe('ownNavigation', () => {
  it('trusts a navigation from this site or from the visitor, nothing else', () => {
    expect(ownNavigation('same-origin')).toBe(true);
    expect(ownNavigation('none')).toBe(true);
    expect(ownNavigation('cross-site')).toBe(false);
    expect(ownNavigation('same-site')).toBe(false);
    expect(ownNavigation(null)).toBe(false);
  });
});
