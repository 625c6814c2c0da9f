const WEI_PER_ETH = 10n ** 18n;

/**
 * Wei from a plain decimal ETH amount ("0.4", "12", ".5"); null when it is not one or has more than 18
 * decimals. viem's parseEther and formatEther bring a whole units module the auction page's first scripts cannot afford.
 */
export function ethToWei(text: string): bigint | null {
  const match = /^(\d*)(?:\.(\d{0,18}))?$/.exec(text);
  if (!match || !(match[1] || match[2])) return null;
  return BigInt(match[1] || '0') * WEI_PER_ETH + BigInt((match[2] ?? '').padEnd(18, '0'));
}

/** The ETH amount of `wei` as viem's formatEther writes it ("0.4", "12"), without its module. */
export function weiToEth(wei: bigint): string {
  const abs = wei < 0n ? -wei : wei;
  const fraction = (abs % WEI_PER_ETH).toString().padStart(18, '0').replace(/0+$/, '');
  return `${wei < 0n ? '-' : ''}${abs / WEI_PER_ETH}${fraction ? `.${fraction}` : ''}`;
}

/** A constant ETH amount in wei (`eth('0.1')`); a typo throws at load. */
export function eth(text: string): bigint {
  const wei = ethToWei(text);
  if (wei === null) throw new Error(`not an ETH amount: ${text}`);
  return wei;
}
