import { waitsForWallet } from './panel-loading';

test('a connected wallet’s button waits for the chain’s answer where the panel reads, and for its balance where the action spends', () => {
  const wallet = '0x0000000000000000000000000000000000000001';
  expect(waitsForWallet(undefined, { reads: true, answered: false, funds: null })).toBe(false);
  expect(waitsForWallet(wallet, { reads: true, answered: false })).toBe(true);
  expect(waitsForWallet(wallet, { reads: false, answered: false })).toBe(false);
  expect(waitsForWallet(wallet, { reads: true, answered: true })).toBe(false);
  expect(waitsForWallet(wallet, { reads: true, answered: true, funds: null })).toBe(true);
  expect(waitsForWallet(wallet, { reads: true, answered: true, funds: 0n })).toBe(false);
});
