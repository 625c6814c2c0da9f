import { isSignedInWallet } from './session-match';

it('matches addresses case-insensitively and never matches a missing one', () => {
  expect(isSignedInWallet('0xAbC', '0xabc')).toBe(true);
  expect(isSignedInWallet('0xabc', '0xdef')).toBe(false);
  expect(isSignedInWallet(undefined, '0xabc')).toBe(false);
  expect(isSignedInWallet('0xabc', null)).toBe(false);
});
