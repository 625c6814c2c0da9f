import { formatEther, parseEther } from 'viem';
import { eth, ethToWei, weiToEth } from './wei';

describe('ethToWei', () => {
  it('agrees with viem on plain decimal amounts', () => {
    for (const text of ['0', '0.1', '0.4', '12', '.5', '5.', '1.000000000000000001', '123456789.123456789123456789'])
      expect(ethToWei(text)).toBe(parseEther(text));
  });
  it('refuses what is not a plain decimal amount', () => {
    for (const text of ['', '.', '-1', '1e18', ' 1', '0x10', '1.2.3', '0.0000000000000000001']) expect(ethToWei(text)).toBeNull();
  });
});

describe('weiToEth', () => {
  it('writes what viem writes', () => {
    for (const wei of [0n, 1n, 10n ** 17n, 4n * 10n ** 17n, 12n * 10n ** 18n, 123456789123456789123456789n, -5n * 10n ** 17n, 10n ** 18n + 1n])
      expect(weiToEth(wei)).toBe(formatEther(wei));
  });
});

describe('eth', () => {
  it('is the constant in wei, and throws on a typo', () => {
    expect(eth('0.02')).toBe(parseEther('0.02'));
    expect(() => eth('0,02')).toThrow('not an ETH amount: 0,02');
  });
});
